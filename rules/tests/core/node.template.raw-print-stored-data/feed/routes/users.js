const express = require('express');
const User = require('../models/user');

const router = express.Router();

router.post('/register', async (req, res) => {
  const user = await User.create({ name: req.body.name, password: await hash(req.body.password) });
  res.redirect(`/users/${user.id}`);
});

module.exports = router;
