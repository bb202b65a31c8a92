const bcrypt = require('bcrypt');
const { Users } = require('../db');

exports.login = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  if (!user) {
    // ruleid: node.auth.login-user-enumeration
    return res.status(404).json({ error: 'User not found' });
  }
  const ok = await bcrypt.compare(req.body.password, user.password_hash);
  if (!ok) return res.status(401).json({ error: 'Wrong password' });
  return res.json({ token: issueToken(user) });
};

exports.loginUniform = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  const ok = user && (await bcrypt.compare(req.body.password, user.password_hash));
  if (!ok) {
    // ok: node.auth.login-user-enumeration
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  return res.json({ token: issueToken(user) });
};

exports.resetRequest = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  // ok: node.auth.login-user-enumeration
  if (!user) return res.status(404).json({ error: 'User not found' });
  await sendResetMail(user);
  return res.json({ sent: true });
};

// a signed-in user (or an admin) changing the password of the account the path names
exports.changePassword = async (req, res) => {
  const user = await Users.byId(Number(req.params.id));
  if (!user) {
    // ok: node.auth.login-user-enumeration
    return res.status(404).json({ error: 'User not found.' });
  }
  if (!(await bcrypt.compare(req.body.currentPassword, user.password_hash))) {
    return res.status(403).json({ error: 'Current password is incorrect.' });
  }
  await Users.setPassword(user.id, await bcrypt.hash(req.body.newPassword, 12));
  return res.sendStatus(204);
};

// a tenant's login page: the tenant comes from the path, the user name from the form
exports.tenantLogin = async (req, res) => {
  const user = await Users.byTenantAndEmail(req.params.tenant, req.body.email);
  if (!user) {
    // ruleid: node.auth.login-user-enumeration
    return res.status(404).json({ error: 'No such user' });
  }
  if (!(await bcrypt.compare(req.body.password, user.password_hash))) {
    return res.status(401).json({ error: 'Wrong password' });
  }
  return res.json({ token: issueToken(user) });
};

// the signed-in caller's own account (the session's user id), changing its password
exports.changeOwnPassword = async (req, res) => {
  const user = await Users.findById(req.session.userId);
  if (!user) {
    // ok: node.auth.login-user-enumeration
    return res.status(404).json({ error: 'User not found' });
  }
  if (!(await bcrypt.compare(req.body.oldPassword, user.password_hash))) {
    return res.status(400).json({ error: 'Current password is incorrect' });
  }
  await Users.setPassword(user.id, await bcrypt.hash(req.body.newPassword, 12));
  return res.sendStatus(204);
};

// a login that reads the typed e-mail is one, whatever else it looks up by id
exports.loginWithOrg = async (req, res) => {
  const org = await Orgs.findById(req.body.orgId);
  const user = await Users.byOrgAndEmail(org.id, req.body.email);
  if (!user) {
    // ruleid: node.auth.login-user-enumeration
    return res.status(404).json({ error: 'Unknown user' });
  }
  if (!(await bcrypt.compare(req.body.password, user.password_hash))) {
    return res.status(401).json({ error: 'Wrong password' });
  }
  return res.json({ token: issueToken(user) });
};
