const bcrypt = require('bcrypt');
const { Users } = require('../db');
const oidc = require('../oidc');

exports.create = async (req, res) => {
  const user = await Users.byEmail(req.body.email);
  const valid = user && (await bcrypt.compare(req.body.password, user.passwordHash));
  if (!valid) return res.status(401).json({ error: 'Invalid email or password' });
  req.session.regenerate(() => {
    req.session.userId = user.id;
    res.json({ ok: true });
  });
};

exports.startSso = async (req, res) => {
  res.redirect(await oidc.authorizationUrl({ state: req.session.id }));
};
