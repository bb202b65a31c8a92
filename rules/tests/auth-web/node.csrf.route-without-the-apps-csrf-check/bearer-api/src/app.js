const Koa = require("koa");
const Router = require("@koa/router");
const jwt = require("jsonwebtoken");

const requireAuth = async (ctx, next) => {
  const token = (ctx.headers.authorization || "").replace("Bearer ", "");
  ctx.state.user = jwt.verify(token, process.env.JWT_SECRET);
  await next();
};
const verifyCsrf = async (ctx, next) => {
  if (ctx.get("x-csrf-token") !== ctx.state.user.csrf) ctx.throw(403);
  await next();
};

const app = new Koa();
const router = new Router();
// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/api/notes", requireAuth, async (ctx) => {
  ctx.body = await ctx.state.db.notes.create(ctx.request.body);
});
// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/api/notes/:id/share", requireAuth, verifyCsrf, async (ctx) => {
  ctx.body = await ctx.state.db.notes.share(ctx.params.id);
});
app.use(router.routes());
app.listen(3000);
