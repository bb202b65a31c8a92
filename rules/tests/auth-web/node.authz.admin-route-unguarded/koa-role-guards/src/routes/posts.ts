import Router from "@koa/router";
import { User, Post } from "../models";

const router = new Router({ prefix: "/api/posts" });

// ok: node.authz.admin-route-unguarded
router.get("/:id", async (ctx) => {
  ctx.body = await Post.findByPk(ctx.params.id);
});

// ruleid: node.authz.admin-route-unguarded
router.get("/admin/users", async (ctx) => {
  ctx.body = await User.findAll();
});

export default router;

// the administrators' sign-in: open by design
// ok: node.authz.admin-route-unguarded
router.post("/admin-login", async (ctx) => {
  ctx.body = await signInAdmin(ctx.request.body);
});
