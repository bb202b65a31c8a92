// Login messages built from the submitted name: concatenation and template strings.
const bcrypt = require('bcrypt');
const { Users } = require('../db');

exports.loginConcatenated = async (req, res) => {
  const user = await Users.byName(req.body.username);
  if (!user) {
    // ruleid: node.auth.login-user-enumeration
    return res.status(401).json({ error: 'User ' + req.body.username + ' not found' });
  }
  if (!(await bcrypt.compare(req.body.password, user.passwordHash))) {
    return res.status(401).json({ error: `The password for ${user.username} is incorrect` });
  }
  return res.json({ token: issueToken(user) });
};

exports.loginTemplate = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  if (!user) {
    // ruleid: node.auth.login-user-enumeration
    return res.status(401).json({ error: `Email ${req.body.email} is not registered` });
  }
  if (!(await bcrypt.compare(req.body.password, user.passwordHash))) {
    return res.status(401).json({ error: 'Wrong password' });
  }
  return res.json({ token: issueToken(user) });
};

exports.loginUniformBuilt = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  const ok = user && (await bcrypt.compare(req.body.password, user.passwordHash));
  if (!ok) {
    // ok: node.auth.login-user-enumeration
    return res.status(401).json({ error: `Invalid email or password for ${req.body.email}` });
  }
  return res.json({ token: issueToken(user) });
};

exports.inviteLookup = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  // ok: node.auth.login-user-enumeration
  if (!user) return res.status(404).json({ error: 'User ' + req.body.email + ' not found' });
  return res.json({ invited: user.id });
};
