const express = require('express');
const router = express.Router();

router.get('/', (req, res) => res.render('account', { user: req.session.user }));

router.post('/transfer', async (req, res) => {
  await transfers.create({ from: req.session.user.id, to: req.body.to, amount: Number(req.body.amount) });
  res.redirect('/account');
});

router.post('/email', async (req, res) => {
  await users.update(req.session.user.id, { email: req.body.email });
  res.redirect('/account');
});

module.exports = router;
