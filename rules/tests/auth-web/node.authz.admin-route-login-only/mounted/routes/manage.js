const router = require('express').Router();
const { isLoggedIn } = require('../middleware/auth');

// ok: node.authz.admin-route-login-only
router.get('/admin/users', isLoggedIn, async (req, res) => {
  res.json(await Users.all());
});

module.exports = router;
