const { Router } = require('express');
const { passport } = require('../auth');

const router = Router();
router.post('/links', passport.authenticate('jwt', { session: false }), async (req, res) => {
  res.status(201).json(await Links.create({ ...req.body, owner: req.user.sub }));
});

module.exports = router;
