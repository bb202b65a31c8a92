import Router from "@koa/router";
import bcrypt from "bcrypt";
import { users } from "./db";

const router = new Router({ prefix: "/auth" });

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body as { email: string; password: string };
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    ctx.throw(401, "Invalid credentials");
  }
  // ruleid: node.session.login-without-regenerate
  ctx.session.userId = user.id;
  ctx.body = { ok: true };
});

router.post("/login-regenerated", async (ctx) => {
  const { email, password } = ctx.request.body as { email: string; password: string };
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    ctx.throw(401, "Invalid credentials");
  }
  await ctx.regenerateSession();
  // ok: node.session.login-without-regenerate
  ctx.session.userId = user.id;
  ctx.body = { ok: true };
});

router.post("/preferences", async (ctx) => {
  // ok: node.session.login-without-regenerate
  ctx.session.theme = (ctx.request.body as { theme: string }).theme;
  ctx.status = 204;
});

export default router;
