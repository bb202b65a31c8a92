const MD5 = require('crypto-js/md5');
const SHA256 = require('crypto-js/sha256');
const bcrypt = require('bcrypt');

async function register(req, res) {
  // ruleid: node.password.fast-hash
  const passwordDigest = MD5(req.body.password).toString();
  await User.create({ email: req.body.email, passwordDigest });
  res.sendStatus(201);
}

async function changePassword(user, newPassword) {
  // ruleid: node.password.fast-hash
  user.password = SHA256(newPassword).toString();
  await user.save();
}

async function registerSafely(req, res) {
  // ok: node.password.fast-hash
  const passwordHash = await bcrypt.hash(req.body.password, 12);
  await User.create({ email: req.body.email, passwordHash });
  res.sendStatus(201);
}

function avatarUrl(user) {
  // ok: node.password.fast-hash
  return `https://www.gravatar.com/avatar/${MD5(user.email.trim().toLowerCase())}`;
}

module.exports = { register, changePassword, registerSafely, avatarUrl };
