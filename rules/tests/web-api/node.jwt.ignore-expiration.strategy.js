// passport-jwt strategy options
const { Strategy, ExtractJwt } = require('passport-jwt');

module.exports = (passport, User) =>
  passport.use(
    new Strategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: process.env.JWT_SECRET,
        // ruleid: node.jwt.ignore-expiration
        ignoreExpiration: true,
      },
      (payload, done) => User.findById(payload.sub).then((user) => done(null, user || false)),
    ),
  );
