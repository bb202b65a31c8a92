// Helpers written as arrows with one bare parameter (`email => ...`, no parentheses): the route's
// value reaches the SQL they build as it does through `function find(email)` or `(email) =>`.
const express = require('express');
const { Pool } = require('pg');

const db = new Pool();
const app = express();

const findByEmail = async email => {
  // ruleid: js.sql.sql-string-built
  const { rows } = await db.query(`SELECT * FROM users WHERE email = '${email}'`);
  return rows;
};

const findByName = async name => {
  // ok: js.sql.sql-string-built
  const { rows } = await db.query('SELECT * FROM users WHERE name = $1', [name]);
  return rows;
};

const countByRole = role =>
  // ok: js.sql.sql-string-built
  db.query(`SELECT count(*) FROM users WHERE role = '${role}'`);

app.get('/users/by-email', async (req, res) => {
  res.json(await findByEmail(req.query.email));
});

app.get('/users/by-name', async (req, res) => {
  res.json(await findByName(req.query.name));
});

app.get('/users/admins', async (req, res) => {
  const { rows } = await countByRole('admin');
  res.json({ count: rows[0].count, page: req.query.page });
});
