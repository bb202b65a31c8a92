// A signed token bound to the page's URL and the signed-in user, sent back by every form and fetch
const { generateSignedToken, checkSignedToken } = require('../lib/signed-token');

module.exports = function csrfToken(req, res, next) {
  const tokenData = { url: req.originalUrl, userId: req.session.userId };
  res.locals.csrfToken = generateSignedToken(tokenData, process.env.SECRET_KEY);
  if (req.method !== 'POST') return next();
  const csrfToken = req.headers['x-csrf-token'] ?? req.body?.__csrf_token;
  if (typeof csrfToken !== 'string' || !checkSignedToken(csrfToken, tokenData, process.env.SECRET_KEY)) {
    throw new Error('CSRF fail');
  }
  next();
};
