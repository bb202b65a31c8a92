import express from "express"

// the cookie's path is the page's root behind any reverse proxy
export const getCookieOptions = (req: express.Request): express.CookieOptions => {
  const url = new URL(req.query.base?.toString() || "/", req.query.href?.toString() || "http://localhost")
  return {
    domain: url.hostname,
    path: url.pathname || "/",
    sameSite: "lax",
  }
}

export function authenticated(req: express.Request): boolean {
  return req.cookies.session === process.env.HASHED_PASSWORD
}
