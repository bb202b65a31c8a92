import Router from "@koa/router";
import jwt from "jsonwebtoken";
import { User } from "../models";

const router = new Router({ prefix: "/api/auth" });

router.post("/login", async (ctx) => {
  const user = await User.findOne({ where: { email: ctx.request.body.email } });
  ctx.body = { token: jwt.sign({ id: user.id }, process.env.JWT_SECRET as string, { expiresIn: "1h" }) };
});

// ok: node.authz.record-write-route-unguarded
router.put("/reset-password/:token", async (ctx) => {
  const reset = await PasswordReset.findOne({ where: { token: ctx.params.token } });
  await User.update({ password: await hash(ctx.request.body.password) }, { where: { id: reset.userId } });
  ctx.status = 204;
});

export default router;
