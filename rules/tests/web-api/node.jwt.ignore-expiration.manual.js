// passport-jwt strategy that lets expired tokens reach its callback, which rejects them itself
// (and deactivates the expired API key they belong to)
const { Strategy, ExtractJwt } = require('passport-jwt');

module.exports = (passport, ApiKey, User) =>
  passport.use(
    new Strategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: process.env.JWT_SECRET,
        // ok: node.jwt.ignore-expiration
        ignoreExpiration: true,
      },
      async (payload, done) => {
        if (payload.exp && payload.exp < Date.now() / 1000) {
          if (payload.keyId) await ApiKey.update({ isActive: false }, { where: { id: payload.keyId } });
          return done(null, false);
        }
        const user = await User.findByPk(payload.sub);
        return done(null, user || false);
      },
    ),
  );
