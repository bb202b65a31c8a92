const express = require('express');
const { checkCredentials } = require('../services/credentials');

const router = express.Router();

router.delete('/account', async (req, res) => {
  try {
    await checkCredentials(req.user.email, req.body.password);
  } catch {
    return res.status(403).json({ error: 'Password required' });
  }
  await deleteAccount(req.user.id);
  return res.sendStatus(204);
});

module.exports = router;
