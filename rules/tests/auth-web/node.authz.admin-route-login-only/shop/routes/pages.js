exports.isLoggedIn = function (req, res, next) {
  if (req.session.loggedIn === 1) return next();
  return res.redirect('/');
};

exports.admin = function (req, res) {
  return res.render('admin', { title: 'Admin', granted: true });
};

exports.adminReports = function (req, res) {
  if (req.session.role !== 'admin') return res.sendStatus(403);
  return res.render('admin/reports', { reports: Reports.all() });
};
