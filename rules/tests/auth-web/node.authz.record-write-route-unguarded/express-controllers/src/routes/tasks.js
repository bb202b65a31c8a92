const express = require('express');
const tasks = require('../controllers/tasks');

const router = express.Router();

router.get('/', tasks.list);
// ruleid: node.authz.record-write-route-unguarded
router.delete('/:id', tasks.remove);
// ok: node.authz.record-write-route-unguarded
router.put('/:id', tasks.update);

// a bearer-token API: the handler verifies the token itself
// ok: node.authz.record-write-route-unguarded
router.patch('/:id/status', async (req, res) => {
  const claims = verifyAccessToken(req.headers.authorization);
  res.json(await Task.findOneAndUpdate({ _id: req.params.id, owner: claims.sub }, { status: req.body.status }));
});

module.exports = router;
