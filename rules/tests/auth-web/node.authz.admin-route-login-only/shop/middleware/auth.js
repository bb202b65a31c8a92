exports.isLoggedIn = function isLoggedIn(req, res, next) {
  if (req.isAuthenticated()) return next();
  return res.redirect('/login');
};

exports.isAdmin = function isAdmin(req, res, next) {
  if (req.isAuthenticated() && req.user.role === 'admin') return next();
  return res.status(403).send('Forbidden');
};
