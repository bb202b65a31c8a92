const express = require('express');
const jwtLib = require('jsonwebtoken');
const { decode } = require('jsonwebtoken');

const router = express.Router();

router.get('/admin/stats', (req, res) => {
  // ruleid: node.jwt.decode-without-verify
  const claims = jwtLib.decode(req.cookies.token);
  if (!claims || claims.role !== 'admin') return res.sendStatus(403);
  res.json(stats());
});

router.get('/me', (req, res) => {
  const token = (req.headers.authorization || '').split(' ')[1];
  // ruleid: node.jwt.decode-without-verify
  const user = decode(token);
  res.json({ id: user.sub, email: user.email });
});

router.get('/me-verified', (req, res) => {
  const token = (req.headers.authorization || '').split(' ')[1];
  // ok: node.jwt.decode-without-verify
  const user = jwtLib.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] });
  res.json({ id: user.sub, email: user.email });
});

router.get('/link-preview', (req, res) => {
  // ok: node.jwt.decode-without-verify
  const title = he.decode(req.query.title);
  res.json({ title });
});

// the access token the server stored at sign-in (verified when it was issued to us): its expiry is read
router.get('/integrations/status', async (req, res) => {
  const stored = await tokens.findOne({ userId: req.session.userId });
  // ok: node.jwt.decode-without-verify
  const { exp } = jwtLib.decode(stored.accessToken);
  res.json({ connected: exp * 1000 > Date.now() });
});

module.exports = router;
