const { Router } = require('express');
const router = Router();

router.post('/deploy', async (req, res) => {
  res.json(await deploy(res.locals.user, req.body.app));
});

router.delete('/:name', async (req, res) => {
  res.json(await remove(res.locals.user, req.params.name));
});

module.exports = router;
