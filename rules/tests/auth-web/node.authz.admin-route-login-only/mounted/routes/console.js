const router = require('express').Router();
const { ensureAdmin } = require('../middleware/auth');

router.use(ensureAdmin);

router.get('/', async (req, res) => res.render('console', { jobs: await Jobs.all() }));
router.post('/jobs/:id/retry', async (req, res) => {
  await Jobs.retry(req.params.id);
  res.redirect('/admin/console');
});

module.exports = router;
