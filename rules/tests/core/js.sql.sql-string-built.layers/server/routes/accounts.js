const router = require('express').Router();
const { findByEmail, findByName, countByKind, session } = require('../services/accountService');
const accountData = require('../data/accountData');

// route -> service -> data layer (three files)
router.get('/accounts/by-email', async (req, res) => {
  // flow-source: js.sql.sql-string-built
  const { rows } = await findByEmail(req.query.email);
  res.json(rows);
});

// route -> data layer (two files)
router.delete('/accounts', async (req, res) => {
  // flow-source: js.sql.sql-string-built
  await accountData.removeById(req.query.id);
  res.end();
});

router.get('/session', async (req, res) => {
  // flow-source: js.sql.sql-string-built
  res.json(await session(req.cookies.token));
});

// a parameterised query in the data layer, and a constant the route passes
router.get('/accounts/by-name', async (req, res) => {
  const { rows } = await findByName(req.query.name);
  res.json(rows);
});

router.get('/accounts/admins', async (req, res) => {
  const { rows } = await countByKind('admin');
  res.json({ count: rows[0].count, page: req.query.page });
});

module.exports = router;
