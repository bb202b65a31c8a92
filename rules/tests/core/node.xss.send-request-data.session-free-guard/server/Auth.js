const passport = require('passport');
const JwtStrategy = require('passport-jwt').Strategy;
const ExtractJwt = require('passport-jwt').ExtractJwt;

class Auth {
  constructor(tokenSecret) {
    this.tokenSecret = tokenSecret;
  }

  initPassport() {
    // the API takes a bearer token only; the session below exists for the OpenID login's state
    passport.use(
      new JwtStrategy(
        { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: this.tokenSecret },
        (payload, done) => done(null, { id: payload.userId })
      )
    );
  }

  isAuthenticated(req, res, next) {
    return passport.authenticate('jwt', { session: false })(req, res, next);
  }

  // the account pages are opened in the browser after the OpenID login: the session cookie is enough
  requireLogin(req, res, next) {
    if (!req.user) return res.redirect('/login');
    return next();
  }
}

module.exports = Auth;
