// An UPDATE whose SET list is built from an object's keys: the keys are column names only when the
// code wrote each of them; an object filled from the request body brings the client's keys.
const express = require('express');
const { pool } = require('./db');

const router = express.Router();

router.patch('/notes/:id', async (req, res) => {
  const { title, body } = req.body;
  const changes = {
    title: title ?? null,
    body: body ?? null,
    updated_at: 'NOW()',
  };
  if (req.body.pinned !== undefined) {
    changes.pinned = Boolean(req.body.pinned);
  }
  const sets = [];
  const values = [];
  for (const [column, value] of Object.entries(changes)) {
    if (value === 'NOW()') {
      sets.push(`${column} = NOW()`);
    } else {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    }
  }
  values.push(req.params.id);
  // ok: js.sql.sql-string-built
  await pool.query(`UPDATE notes SET ${sets.join(', ')} WHERE id = $${values.length}`, values);
  res.sendStatus(204);
});

router.patch('/tags/:id', async (req, res) => {
  const fields = { label: req.body.label, color: req.body.color };
  const columns = Object.keys(fields).map((key, i) => `${key} = $${i + 1}`);
  // ok: js.sql.sql-string-built
  await pool.query(`UPDATE tags SET ${columns.join(', ')} WHERE id = $3`, [...Object.values(fields), req.params.id]);
  res.sendStatus(204);
});

router.patch('/profile', async (req, res) => {
  const sets = [];
  const values = [];
  for (const [column, value] of Object.entries(req.body)) {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  values.push(req.user.id);
  // ruleid: js.sql.sql-string-built
  await pool.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $${values.length}`, values);
  res.sendStatus(204);
});

router.patch('/settings', async (req, res) => {
  const patch = req.body;
  const sets = [];
  for (const key in patch) {
    sets.push(`${key} = '${String(patch[key]).replace(/'/g, "''")}'`);
  }
  // ruleid: js.sql.sql-string-built
  await pool.query(`UPDATE settings SET ${sets.join(', ')} WHERE user_id = $1`, [req.user.id]);
  res.sendStatus(204);
});

router.patch('/filters/:id', async (req, res) => {
  const filter = { name: req.body.name };
  filter[req.body.field] = req.body.value;
  const sets = Object.keys(filter).map((key, i) => `${key} = $${i + 1}`);
  // ruleid: js.sql.sql-string-built
  await pool.query(`UPDATE filters SET ${sets.join(', ')} WHERE id = ${Number(req.params.id)}`, Object.values(filter));
  res.sendStatus(204);
});

module.exports = router;
