const { Strategy, ExtractJwt } = require('passport-jwt');

function jwtStrategy() {
  return new Strategy({
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    secretOrKey: process.env.JWT_SECRET,
  }, (payload, done) => done(null, payload));
}

async function logIn(ctx, token) {
  ctx.cookies.set('Authorization', `Bearer ${token}`, { httpOnly: true, overwrite: true });
  ctx.body = { ok: true };
}

module.exports = { jwtStrategy, logIn };
