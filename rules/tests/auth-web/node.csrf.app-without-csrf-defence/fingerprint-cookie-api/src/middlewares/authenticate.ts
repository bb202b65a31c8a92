import type { NextFunction, Request, Response } from "express";
import { randomBytes } from "crypto";
import { verifyToken } from "../util/token";

export async function authenticate(req: Request, res: Response, next: NextFunction) {
  // a device fingerprint, kept to tell a user's devices apart; it signs nobody in
  const sent = req.headers.cookie?.split("; ").find((c) => c.startsWith("__app_sessid="));
  if (sent) req.fingerprint = sent.split("=")[1];
  else {
    req.fingerprint = randomBytes(16).toString("hex");
    res.setHeader("Set-Cookie", `__app_sessid=${req.fingerprint}; Secure; HttpOnly; SameSite=None; Path=/`);
  }
  // the sign-in: the Authorization header, which a cross-site form cannot set
  if (req.headers.authorization) {
    req.user = await verifyToken(req.headers.authorization, req.fingerprint);
  }
  return next();
}
