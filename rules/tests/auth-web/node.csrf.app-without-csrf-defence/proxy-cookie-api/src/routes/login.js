const { Router } = require('express');
const jwt = require('jsonwebtoken');
const router = Router();

router.post('/login', async (req, res) => {
  const user = await checkPassword(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'wrong email or password' });
  const token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });
  // the metrics pages are proxied and cannot send the header: they get the token as a cookie too
  res.cookie('metrics_token', token, { httpOnly: true, secure: true });
  res.json({ token });
});

module.exports = router;
