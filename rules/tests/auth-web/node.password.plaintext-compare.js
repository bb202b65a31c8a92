const express = require('express');
const bcrypt = require('bcrypt');
const { db } = require('./db');

const router = express.Router();

router.post('/login', async (req, res) => {
  const { email, password } = req.body;
  const user = await db.user.findUnique({ where: { email } });
  // ruleid: node.password.plaintext-compare
  if (!user || user.password !== password) {
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  req.session.userId = user.id;
  res.json({ id: user.id });
});

router.post('/change-password', async (req, res) => {
  const account = await db.user.findUnique({ where: { id: req.session.userId } });
  // ruleid: node.password.plaintext-compare
  if (req.body.currentPassword != account.password) return res.status(403).end();
  // ok: node.password.plaintext-compare
  if (req.body.newPassword !== req.body.confirmPassword) return res.status(400).json({ error: 'Passwords do not match' });
  await db.user.update({ where: { id: account.id }, data: { password: await bcrypt.hash(req.body.newPassword, 12) } });
  res.sendStatus(204);
});

router.post('/login/v2', async (req, res) => {
  const user = await db.user.findUnique({ where: { email: req.body.email } });
  // ok: node.password.plaintext-compare
  const valid = user && (await bcrypt.compare(req.body.password, user.password));
  if (!valid) return res.status(401).json({ error: 'Invalid email or password' });
  res.json({ id: user.id });
});

class UserModel {
  constructor(user) {
    this.user = user;
  }

  toAccountSettings() {
    return {
      email: this.user.email,
      // ok: node.password.plaintext-compare
      localUser: this.user.password !== null,
      // ok: node.password.plaintext-compare
      canSetPassword: this.user.password === undefined,
    };
  }

  verifyLegacy(submittedPassword) {
    // ruleid: node.password.plaintext-compare
    return this.user.password === submittedPassword;
  }
}

module.exports = { router, UserModel };
