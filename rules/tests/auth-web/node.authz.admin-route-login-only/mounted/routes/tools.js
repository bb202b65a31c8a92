const router = require('express').Router();

router.post('/reindex', async (req, res) => {
  await Search.reindex();
  res.redirect('/admin/tools');
});

module.exports = router;
