const jwt = require('jsonwebtoken');
const { Strategy: JwtStrategy, ExtractJwt } = require('passport-jwt');
const Tenant = require('../models/tenant');

module.exports = (passport) => {
  passport.use(new JwtStrategy({
    jwtFromRequest: ExtractJwt.fromAuthHeaderWithScheme('jwt'),
    passReqToCallback: true,
    algorithms: ['HS256'],
    // the tenant named by the (still unverified) audience holds the key the signature is checked with
    secretOrKeyProvider: (request, rawJwtToken, done) => {
      const claims = request.unverifiedClaims || jwt.decode(rawJwtToken);
      if (!claims || !claims.aud) return done(null, process.env.GLOBAL_SECRET);
      Tenant.findById(claims.aud).then((tenant) => done(null, tenant ? tenant.jwtSecret : process.env.GLOBAL_SECRET), done);
    },
  }, (req, payload, done) => done(null, payload)));
};
