const express = require('express');
const logger = require('../logger');
const { checkCredentials } = require('../services/credentials');

const router = express.Router();

router.post('/login', async (req, res) => {
  try {
    const user = await checkCredentials(req.body.email, req.body.password);
    return res.json({ token: issueToken(user) });
  } catch (err) {
    logger.warn('login failed', { reason: err.message });
    return res.status(401).json({ error: 'Invalid email or password' });
  }
});

module.exports = router;
