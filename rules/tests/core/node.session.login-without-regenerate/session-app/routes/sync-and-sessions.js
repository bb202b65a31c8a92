// A sync peer's login (an HMAC of the shared document secret), the admin's list of active
// sessions, and a login that names the request's session.
const express = require('express');
const crypto = require('crypto');
const Users = require('../services/users');
const Sessions = require('../services/sessions');
const options = require('../services/options');

const router = express.Router();

function loginSync(req) {
  const timestamp = req.body.timestamp;
  const expected = crypto.createHmac('sha256', options.get('documentSecret')).update(timestamp).digest('base64');
  if (expected !== req.body.hash) {
    return [400, { message: 'Sync login credentials are incorrect.' }];
  }
  // ok: node.session.login-without-regenerate
  req.session.loggedIn = true;
  return { instanceId: options.get('instanceId') };
}

const dashboard = {};

dashboard.getLogins = async (req, res) => {
  const uids = await Users.online();
  const users = await Users.getMany(uids);
  const lists = await Promise.all(uids.map(async (uid) => {
    const sessions = await Sessions.of(uid);
    sessions.forEach((session) => {
      // ok: node.session.login-without-regenerate
      session.user = users[uids.indexOf(uid)];
    });
    return sessions;
  }));
  res.render('admin/logins', { sessions: lists.flat() });
};

router.get('/admin/logins', dashboard.getLogins);

router.post('/api/login', async (req, res) => {
  const { session, body } = req;
  const user = await Users.verifyPassword(body.email, body.password);
  if (!user) return res.status(401).json({ error: 'Invalid email or password' });
  // ruleid: node.session.login-without-regenerate
  session.userId = user.id;
  res.json({ ok: true });
});

router.post('/api/login/signed', async (req, res) => {
  // a person's login that also signs its request: the password makes it a browser login
  const signature = crypto.createHmac('sha256', req.body.nonce).update(req.body.email).digest('hex');
  const user = await Users.verifyPassword(req.body.email, req.body.password, signature);
  if (!user) return res.sendStatus(401);
  // ruleid: node.session.login-without-regenerate
  req.session.userId = user.id;
  res.json({ ok: true });
});

module.exports = { router, loginSync };
