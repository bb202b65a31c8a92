import Router from "@koa/router";
import { Post } from "../models";
import { authMiddleware } from "../middleware/auth";

const router = new Router({ prefix: "/api/account" });
router.use(authMiddleware);

// ok: node.authz.record-write-route-unguarded
router.put("/posts/:id", async (ctx) => {
  const post = await Post.findByPk(ctx.params.id);
  if (post.userId !== ctx.state.user.id) ctx.throw(403);
  await post.update(ctx.request.body);
  ctx.body = post;
});

export default router;
