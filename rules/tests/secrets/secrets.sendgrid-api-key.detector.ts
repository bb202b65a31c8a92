// A secret scanner's rule for SendGrid keys, with the samples its tests run it on.
import type { TestCase } from '@/types'

export default function sendgrid(): RegExp[] {
  return [/SG\.[\w\-_.]{20,24}\.[\w\-_.]{39,50}/]
}

export const testcases: TestCase[] = [
  {
    // ok: secrets.sendgrid-api-key
    input: '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',
    expected: true
  },
  {
    // ok: secrets.sendgrid-api-key
    input: 'SG.q1w2e3r4t5y6u7i8o9p0aS.dF3gH5jK7lZ9xC1vB3nM5qW7eR9tY1uI3oP5aS7dF9gH1jK',
    expected: true
  },
  { input: 'SG.short', expected: false }
]
