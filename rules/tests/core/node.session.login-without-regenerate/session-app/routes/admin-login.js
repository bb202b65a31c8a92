// The admin login: the request's session named first, then handed to the login hook.
const Users = require('../services/users');

function adminLoginSuccess(redirectPage, session, username, res) {
  // ruleid: node.session.login-without-regenerate
  session.loggedIn = 1;
  return res.redirect(redirectPage || '/admin');
}

exports.loginHandler = function (req, res) {
  Users.check(req.body.username, req.body.password, function (err, ok) {
    if (!ok) return res.status(401).send('Invalid username or password');
    const session = req.session;
    return adminLoginSuccess(req.query.redirectPage, session, req.body.username, res);
  });
};
