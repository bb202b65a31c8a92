import { Context, Next } from "koa";
import jwt from "jsonwebtoken";

export const authMiddleware = async (ctx: Context, next: Next) => {
  const token = ctx.headers.authorization?.replace("Bearer ", "");
  if (!token) {
    ctx.status = 401;
    return;
  }
  ctx.state.user = jwt.verify(token, process.env.JWT_SECRET as string);
  await next();
};
