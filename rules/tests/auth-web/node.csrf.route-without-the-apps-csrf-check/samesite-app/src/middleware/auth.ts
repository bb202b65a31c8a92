import { Context, Next } from "koa";
import jwt from "jsonwebtoken";

// the auth cookie is SameSite=Strict: a cross-site form sends no cookie
export const authMiddleware = async (ctx: Context, next: Next) => {
  const token = ctx.headers.authorization?.replace("Bearer ", "") || ctx.cookies.get("auth_token");
  ctx.cookies.set("auth_token", token, { httpOnly: true, sameSite: "strict" });
  if (!token) ctx.throw(401);
  ctx.state.user = jwt.verify(token, process.env.JWT_SECRET as string);
  await next();
};
