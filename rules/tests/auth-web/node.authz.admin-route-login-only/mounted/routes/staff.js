const router = require('express').Router();
const { isLoggedIn, ensureAdmin } = require('../middleware/auth');

router.use(ensureAdmin);

// ok: node.authz.admin-route-login-only
router.post('/admin/settings', isLoggedIn, async (req, res) => {
  await Settings.save(req.body);
  res.redirect('/staff/admin/settings');
});

module.exports = router;
