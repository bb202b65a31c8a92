import Router from "@koa/router";
import { Post } from "../models";

const router = new Router({ prefix: "/dev" });

// ok: node.authz.record-write-route-unguarded
router.delete("/posts/:id", async (ctx) => {
  await Post.destroy({ where: { id: ctx.params.id } });
  ctx.status = 204;
});

export default router;
