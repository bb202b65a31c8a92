const express = require('express');
const db = require('better-sqlite3')('todos.db');

const app = express();
app.use(express.json());

app.get('/todos', (req, res) => res.json(db.prepare('SELECT * FROM todos').all()));

// ok: node.authz.destructive-route-unauthenticated
app.post('/todos/clear', (req, res) => {
  db.prepare('DELETE FROM todos').run();
  res.sendStatus(204);
});

app.listen(3000);
