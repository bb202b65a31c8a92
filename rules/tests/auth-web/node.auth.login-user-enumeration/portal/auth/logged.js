// The login logs why it failed and answers every failure with one message.
const bcrypt = require('bcrypt');
const logger = require('../logger');
const { Users } = require('../db');

exports.login = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  if (!user) {
    // ok: node.auth.login-user-enumeration
    logger.info(`login failed: user ${req.body.email} not found`);
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  if (!(await bcrypt.compare(req.body.password, user.passwordHash))) {
    logger.info('login failed: wrong password');
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  return res.json({ token: issueToken(user) });
};

// the reason is kept in a variable for the audit log; the client gets one message
exports.loginAudited = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  let reason = null;
  if (!user) {
    // ok: node.auth.login-user-enumeration
    reason = 'Unknown user';
  } else if (!(await bcrypt.compare(req.body.password, user.passwordHash))) {
    reason = 'Wrong password';
  }
  if (reason) {
    logger.warn('login failed', { email: req.body.email, reason });
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  return res.json({ token: issueToken(user) });
};

// the same variable sent as the answer tells the two apart
exports.loginExplained = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  let reason = null;
  if (!user) {
    // ruleid: node.auth.login-user-enumeration
    reason = 'Unknown user';
  } else if (!(await bcrypt.compare(req.body.password, user.passwordHash))) {
    reason = 'Wrong password';
  }
  if (reason) return res.status(401).json({ error: reason });
  return res.json({ token: issueToken(user) });
};
