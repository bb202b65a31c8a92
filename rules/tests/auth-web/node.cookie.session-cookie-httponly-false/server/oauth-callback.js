const express = require('express');
const jwt = require('jsonwebtoken');

const router = express.Router();

// After an integration's OAuth dance the frontend reads the outcome for a minute; the session
// itself stays in the httpOnly token cookie.
router.get('/auth/google/callback', async (req, res) => {
  const { robotId } = JSON.parse(req.query.state);
  await connectSheet(robotId, req.query.code);
  // ok: node.cookie.session-cookie-httponly-false
  res.cookie('robot_auth_status', 'success', { httpOnly: false, maxAge: 60000 });
  // ok: node.cookie.session-cookie-httponly-false
  res.cookie('robot_auth_robotId', robotId, { httpOnly: false, maxAge: 60000 });
  // ok: node.cookie.session-cookie-httponly-false
  res.cookie('oauth_error', `${req.query.error}`, { httpOnly: false, maxAge: 60000 });
  // ok: node.cookie.session-cookie-httponly-false
  res.cookie('robot_auth_robotId', req.session.robotId, { httpOnly: false, maxAge: 60000 });
  res.redirect(`${process.env.PUBLIC_URL}/robots/${robotId}/integrate`);
});

router.post('/auth/login', async (req, res) => {
  const user = await verifyPassword(req.body.email, req.body.password);
  const token = jwt.sign({ id: user.id }, process.env.JWT_SECRET, { expiresIn: '12h' });
  // ruleid: node.cookie.session-cookie-httponly-false
  res.cookie('auth_token', token, { httpOnly: false, secure: true });
  // ruleid: node.cookie.session-cookie-httponly-false
  res.cookie('session_id', user.sessionId, { httpOnly: false, secure: true });
  // ruleid: node.cookie.session-cookie-httponly-false
  res.cookie('auth_sid', req.session.sessionId, { httpOnly: false, secure: true });
  res.json({ id: user.id });
});

module.exports = router;
