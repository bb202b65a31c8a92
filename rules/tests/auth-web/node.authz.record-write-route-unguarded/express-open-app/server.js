// a single-user tool on localhost: no route is authenticated, by design
const express = require('express');
const db = require('./db');

const app = express();
app.use(express.json());

// ok: node.authz.record-write-route-unguarded
app.put('/api/cards/:id', (req, res) => {
  db.prepare('UPDATE cards SET title = ?, lane = ? WHERE id = ?').run(req.body.title, req.body.lane, req.params.id);
  res.sendStatus(204);
});

// ok: node.authz.record-write-route-unguarded
app.delete('/api/cards/:id', (req, res) => {
  db.prepare('DELETE FROM cards WHERE id = ?').run(req.params.id);
  res.sendStatus(204);
});

app.listen(3000);
