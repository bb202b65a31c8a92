const Koa = require("koa");
const session = require("koa-session");
const Router = require("@koa/router");
const bcrypt = require("bcrypt");
const { users } = require("./db");

// the session lives in the signed cookie itself: a new cookie is written at login
const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session({ key: "todo.sess", httpOnly: true, sameSite: "lax" }, app));

const router = new Router();
router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) ctx.throw(401);
  // ok: node.session.login-without-regenerate
  ctx.session.userId = user.id;
  ctx.body = { ok: true };
});
app.use(router.routes());
app.listen(3000);
