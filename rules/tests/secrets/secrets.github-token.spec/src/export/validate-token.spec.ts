import { validateToken } from './validate-token'

describe('GitHub validateToken', () => {
  it('accepts a fine-grained token', () => {
    // ok: secrets.github-token
    // token is randomly generated and not real
    const token = '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'
    expect(validateToken(token)).toBe(true)
  })

  // A note further up, or the test's title, says nothing about the token itself.
  it('accepts a token copied from a developer account (not real, they said)', () => {
    const prefix = 'github_pat_'
    // ruleid: secrets.github-token
    const token = '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'
    expect(token.startsWith(prefix) && validateToken(token)).toBe(true)
  })
})
