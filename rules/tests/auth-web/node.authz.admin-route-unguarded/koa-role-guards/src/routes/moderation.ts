import Router from "@koa/router";
import { authMiddleware, requireAdmin } from "../middleware/auth";
import { User, Post } from "../models";

const router = new Router({ prefix: "/api/moderation" });
router.use(authMiddleware);

// ok: node.authz.admin-route-unguarded
router.get("/admin/users", requireAdmin, async (ctx) => {
  ctx.body = await User.findAll({ attributes: ["id", "username", "role"] });
});

export default router;
