const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const cookie = require('cookie');
const passport = require('koa-passport');
const { jwtStrategy } = require('./auth');
const playlists = require('./routes/playlists');

// ruleid: node.csrf.app-without-csrf-defence
const app = new Koa();
passport.use(jwtStrategy());
app.use(bodyParser());
app.use(passport.initialize());
// the browser's sign-in cookie handed to the header guard: a cross-site form carries it
app.use(async (ctx, next) => {
  if (ctx.request.headers.cookie) {
    const parsed = cookie.parse(ctx.request.headers.cookie);
    if (parsed.Authorization) ctx.headers.authorization = parsed.Authorization;
  }
  await next();
});
app.use(playlists.routes());
app.listen(1234);
