const express = require('express');
const { verifyToken } = require('./token');
const pool = require('./pool');

const app = express();
app.post('/login', async (req, res) => res.json(await signIn(req.body)));
app.use(verifyToken);

// ok: node.authz.destructive-route-unauthenticated
app.delete('/items', async (req, res) => {
  await pool.query('TRUNCATE TABLE items');
  res.sendStatus(204);
});

app.listen(8080);
