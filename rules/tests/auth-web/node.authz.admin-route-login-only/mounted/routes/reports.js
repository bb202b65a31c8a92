const router = require('express').Router();
const { isLoggedIn } = require('../middleware/auth');

router.get('/mine', isLoggedIn, async (req, res) => {
  res.json(await Reports.of(req.session.userId));
});

// ruleid: node.authz.admin-route-login-only
router.get('/admin/export', isLoggedIn, async (req, res) => {
  res.attachment('reports.csv').send(await Reports.exportAll());
});

module.exports = router;
