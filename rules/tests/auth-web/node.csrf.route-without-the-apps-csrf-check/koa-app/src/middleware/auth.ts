import { Context, Next } from "koa";
import jwt from "jsonwebtoken";

// the browser client keeps the token in a cookie; scripts send it as a bearer header
export const authMiddleware = async (ctx: Context, next: Next) => {
  const token = ctx.headers.authorization?.replace("Bearer ", "") || ctx.cookies.get("auth_token");
  if (!token) ctx.throw(401);
  ctx.state.user = jwt.verify(token, process.env.JWT_SECRET as string);
  await next();
};
