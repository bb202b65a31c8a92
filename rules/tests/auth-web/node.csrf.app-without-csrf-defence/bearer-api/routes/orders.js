const { Router } = require('express');
const router = Router();

router.post('/', async (req, res) => {
  const order = await Orders.create({ ...req.body, owner: req.user.sub });
  res.status(201).json(order);
});

router.delete('/:id', async (req, res) => {
  await Orders.destroy({ where: { id: req.params.id, owner: req.user.sub } });
  res.status(204).end();
});

module.exports = router;
