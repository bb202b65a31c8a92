const jwt = require('jsonwebtoken');
const { AUTH_HEADER } = require('../constants');

// the API: every call sends the token in a header
function injectUser() {
  return function (req, res, next) {
    try {
      res.locals.user = jwt.verify(req.header(AUTH_HEADER), process.env.JWT_SECRET);
      next();
    } catch (error) {
      res.status(401).json({ error: 'not signed in' });
    }
  };
}

// the proxied metrics pages cannot send a header: they are authenticated by the cookie
function injectUserFromCookie() {
  return function (req, res, next) {
    try {
      res.locals.user = jwt.verify(req.cookies.metrics_token, process.env.JWT_SECRET);
    } catch (error) {
      res.locals.user = undefined;
    }
    next();
  };
}

module.exports = { injectUser, injectUserFromCookie };
