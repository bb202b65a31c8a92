import { loginLimiter, verifyPassword } from './auth'

interface ClientRequest {
  headers: Record<string, string | undefined>
  socket: { remoteAddress: string }
  clientIp: string
  userAgent: string
}

// the handshake resolves the client address once and keeps it on the request
export function resolveClient(trustProxy: boolean) {
  return (req: ClientRequest, next: () => void) => {
    const forwardedFor = req.headers['x-forwarded-for']
    const firstHop = trustProxy && forwardedFor ? forwardedFor.split(',')[0].trim() : undefined
    req.clientIp = firstHop || req.socket.remoteAddress
    req.userAgent = req.headers['user-agent'] || ''
    next()
  }
}

export function handleLogin(connection: { request: ClientRequest }, username: string, password: string) {
  // ruleid: node.ratelimit.forwarded-for-key
  const { allowed } = loginLimiter.check(connection.request.clientIp)
  if (!allowed) {
    return { status: 429 }
  }
  return verifyPassword(username, password)
}

export function handleSignup(connection: { request: ClientRequest }, username: string) {
  // ok: node.ratelimit.forwarded-for-key
  const { allowed } = loginLimiter.check(connection.request.userAgent + username)
  return allowed ? { status: 200 } : { status: 429 }
}

export function logConnection(connection: { id: string; request: ClientRequest }, connectionCounts: Map<string, number>) {
  // ok: node.ratelimit.forwarded-for-key
  console.debug(`${connection.id} connected (connections: ${connectionCounts.get(connection.request.clientIp) ?? 0})`)
}
