const passport = require('passport');
const { Strategy, ExtractJwt } = require('passport-jwt');

const COOKIE = process.env.AUTH_COOKIE_NAME || 'app_auth';
// the browser's cookie or an API client's Authorization header: either signs the request in
const fromCookie = (req) => (req && req.cookies ? req.cookies[COOKIE] : null);

passport.use(new Strategy({
  jwtFromRequest: ExtractJwt.fromExtractors([fromCookie, ExtractJwt.fromAuthHeaderAsBearerToken()]),
  secretOrKey: process.env.JWT_SECRET,
}, (payload, done) => done(null, payload)));

function signIn(res, token) {
  res.cookie('app_auth', token, { httpOnly: true, secure: true });
}

module.exports = { passport, signIn };
