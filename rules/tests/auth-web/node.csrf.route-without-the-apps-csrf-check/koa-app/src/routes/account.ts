import Router from "@koa/router";
import { authMiddleware } from "../middleware/auth";
import { csrfProtection } from "../middleware/csrf";
import { User } from "../models";

const router = new Router({ prefix: "/api/account" });
router.use(authMiddleware);

// ruleid: node.csrf.route-without-the-apps-csrf-check
router.post("/change-email", async (ctx) => {
  await User.update({ email: ctx.request.body.email }, { where: { id: ctx.state.user.id } });
  ctx.body = { ok: true };
});

// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/change-password", csrfProtection, async (ctx) => {
  await User.setPassword(ctx.state.user.id, ctx.request.body.password);
  ctx.body = { ok: true };
});

// ok: node.csrf.route-without-the-apps-csrf-check
router.get("/me", async (ctx) => {
  ctx.body = await User.findByPk(ctx.state.user.id);
});

// ruleid: node.csrf.route-without-the-apps-csrf-check
router.delete("/", async (ctx) => {
  await User.destroy({ where: { id: ctx.state.user.id } });
  ctx.status = 204;
});

export default router;
