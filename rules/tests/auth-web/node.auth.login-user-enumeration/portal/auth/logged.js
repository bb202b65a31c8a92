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
