const router = require('express').Router();
const { isLoggedIn, isAdmin } = require('../middleware/auth');

// ruleid: node.authz.admin-route-login-only
router.get('/admin/orders', isLoggedIn, async (req, res) => {
  res.render('admin/orders', { orders: await Orders.all() });
});

// ruleid: node.authz.admin-route-login-only
router.post('/admin/users/:id/delete', isLoggedIn, async (req, res) => {
  await Users.remove(req.params.id);
  res.redirect('/admin/users');
});

// ok: node.authz.admin-route-login-only
router.get('/admin/users', isLoggedIn, isAdmin, async (req, res) => {
  res.render('admin/users', { users: await Users.all() });
});

// ok: node.authz.admin-route-login-only
router.get('/admin/stats', isLoggedIn, async (req, res) => {
  if (req.user.role !== 'admin') return res.sendStatus(403);
  res.json(await Stats.summary());
});

module.exports = router;
