// A value refused when it holds a character outside a class: what is left is the class's characters
const express = require('express');
const { pool } = require('./db');

const router = express.Router();

router.get('/locks/:category', async (req, res) => {
  const { category } = req.params;
  if (/[^a-z0-9_]/i.test(category)) return res.status(400).json({ error: 'bad category' });
  // ok: js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM locks WHERE category = '${category}'`);
  res.json(rows);
});

router.get('/tables/:name/count', async (req, res) => {
  const { name } = req.params;
  if (/[^\w]/.test(name)) {
    return res.sendStatus(400);
  }
  // ok: js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT count(*) FROM "${name}"`);
  res.json(rows[0]);
});

// the class lets a quote through: `o'brien' OR '1'='1` passes the test
router.get('/authors/:surname', async (req, res) => {
  const { surname } = req.params;
  if (/[^a-z' ]/i.test(surname)) return res.sendStatus(400);
  // ruleid: js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM authors WHERE surname = '${surname}'`);
  res.json(rows);
});

// the test passing is the refused case: inside the block the value holds a foreign character
router.get('/tags/:tag', async (req, res) => {
  const { tag } = req.params;
  if (/[^a-z0-9]/.test(tag)) {
    // ruleid: js.sql.sql-string-built
    await pool.query(`INSERT INTO rejected_tags (tag) VALUES ('${tag}')`);
    return res.sendStatus(400);
  }
  res.sendStatus(204);
});

module.exports = router;
