import { loginLimiter, verifyPassword } from './auth'

interface ClientRequest {
  headers: Record<string, string | undefined>
  socket: { remoteAddress: string }
  clientIp: string
}

// the address the server resolves is the socket's own peer: no header is read
export function resolveClient() {
  return (req: ClientRequest, next: () => void) => {
    req.clientIp = req.socket.remoteAddress
    next()
  }
}

export function handleLogin(connection: { request: ClientRequest }, username: string, password: string) {
  // ok: node.ratelimit.forwarded-for-key
  const { allowed } = loginLimiter.check(connection.request.clientIp)
  if (!allowed) {
    return { status: 429 }
  }
  return verifyPassword(username, password)
}
