import type { IncomingMessage, ServerResponse } from 'node:http'

// Only honour x-forwarded-for when the operator says a trusted proxy sets it.
const TRUST_PROXY = process.env.COLLAB_TRUST_PROXY === 'true'
const RATE_LIMIT_MAX = 30
const connectionAttempts = new Map<string, number>()

export function onRequest(request: IncomingMessage, response: ServerResponse) {
  const forwarded = TRUST_PROXY
    ? (request.headers['x-forwarded-for'] as string)?.split(',')[0]?.trim()
    : undefined
  const ip = forwarded || request.socket.remoteAddress || 'unknown'
  // ok: node.ratelimit.forwarded-for-key
  const attempts = (connectionAttempts.get(ip) ?? 0) + 1
  connectionAttempts.set(ip, attempts)
  if (attempts > RATE_LIMIT_MAX) {
    response.writeHead(429)
    response.end()
  }
}

export function onUpgrade(request: IncomingMessage, response: ServerResponse) {
  // the same count keyed on the header whatever the setting says
  const ip = (request.headers['x-forwarded-for'] as string)?.split(',')[0] || request.socket.remoteAddress || 'unknown'
  // ruleid: node.ratelimit.forwarded-for-key
  const attempts = (connectionAttempts.get(ip) ?? 0) + 1
  connectionAttempts.set(ip, attempts)
  if (attempts > RATE_LIMIT_MAX) {
    response.writeHead(429)
    response.end()
  }
}
