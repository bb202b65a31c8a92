exports.isLoggedIn = function isLoggedIn(req, res, next) {
  if (req.session.userId) return next();
  return res.redirect('/login');
};

exports.requireRole = (role) => (req, res, next) => {
  if (req.session.role === role) return next();
  return res.sendStatus(403);
};

exports.ensureAdmin = function ensureAdmin(req, res, next) {
  if (req.session.role === 'admin') return next();
  return res.sendStatus(403);
};
