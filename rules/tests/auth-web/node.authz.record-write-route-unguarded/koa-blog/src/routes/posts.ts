import Router from "@koa/router";
import { Post } from "../models";

const router = new Router({ prefix: "/api/posts" });

router.get("/:id", async (ctx) => {
  ctx.body = await Post.findByPk(ctx.params.id);
});

// ruleid: node.authz.record-write-route-unguarded
router.put("/:id", async (ctx) => {
  const post = await Post.findByPk(ctx.params.id);
  await post.update({ title: ctx.request.body.title, content: ctx.request.body.content });
  ctx.body = post;
});

// ruleid: node.authz.record-write-route-unguarded
router.delete("/:id", async (ctx) => {
  const post = await Post.findByPk(ctx.params.id);
  await post.destroy();
  ctx.status = 204;
});

// ok: node.authz.record-write-route-unguarded
router.post("/:id/comments", async (ctx) => {
  ctx.body = await Comment.create({ postId: ctx.params.id, body: ctx.request.body.body });
});

export default router;
