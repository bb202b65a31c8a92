import { Context, Next } from "koa";

export const csrfProtection = async (ctx: Context, next: Next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(ctx.method)) return next();
  const sent = ctx.get("x-csrf-token");
  if (!sent || sent !== ctx.cookies.get("csrf_token")) ctx.throw(403, "Invalid CSRF token");
  await next();
};
