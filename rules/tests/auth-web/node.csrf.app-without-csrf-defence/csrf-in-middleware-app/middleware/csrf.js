const { doubleCsrf } = require('csrf-csrf');

const { doubleCsrfProtection, generateToken } = doubleCsrf({
  getSecret: () => process.env.CSRF_SECRET,
  cookieName: '__Host-shop.x-csrf-token',
  cookieOptions: { secure: true },
});

module.exports = function csrf(app) {
  app.use(doubleCsrfProtection);
  app.use((req, res, next) => {
    res.locals.csrfToken = generateToken(req, res);
    next();
  });
};
