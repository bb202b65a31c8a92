import Router from "@koa/router";
import { randomBytes } from "crypto";
import { Session, User } from "../models";

const router = new Router({ prefix: "/api/auth" });

router.post("/login", async (ctx) => {
  const { username, password, sessionId } = ctx.request.body as {
    username: string;
    password: string;
    sessionId?: string;
  };
  const user = await User.findOne({ where: { username } });
  if (!user || !(await user.validatePassword(password))) {
    ctx.status = 401;
    return;
  }
  const token = sessionId || `session_${Date.now()}`;
  await Session.create({
    userId: user.id,
    // ruleid: node.session.client-chosen-session-id
    token,
  });
  // ruleid: node.session.client-chosen-session-id
  ctx.cookies.set("sid", token, { httpOnly: true });
  ctx.body = { ok: true };
});

router.post("/login-fixed", async (ctx) => {
  const { username, password } = ctx.request.body as { username: string; password: string };
  const user = await User.findOne({ where: { username } });
  if (!user || !(await user.validatePassword(password))) {
    ctx.status = 401;
    return;
  }
  const token = randomBytes(32).toString("hex");
  // ok: node.session.client-chosen-session-id
  await Session.create({ userId: user.id, token });
  // ok: node.session.client-chosen-session-id
  ctx.cookies.set("sid", token, { httpOnly: true });
  // ok: node.session.client-chosen-session-id
  ctx.cookies.set("theme", ctx.request.body.theme);
  ctx.body = { ok: true };
});

// the browser's own session cookie read back and set again (a sliding expiry)
router.get("/touch", async (ctx) => {
  const sid = ctx.cookies.get("sid") || randomBytes(16).toString("hex");
  // ok: node.session.client-chosen-session-id
  ctx.cookies.set("sid", sid, { httpOnly: true, maxAge: 3600_000 });
  ctx.status = 204;
});

export default router;
