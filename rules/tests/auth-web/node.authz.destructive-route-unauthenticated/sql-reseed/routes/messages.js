const express = require('express');
const db = require('../db');
const authenticate = require('../middleware/jwt');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.get('/', (req, res) => {
  db.all('SELECT content FROM messages ORDER BY created_at DESC', (err, rows) => res.json(rows));
});

// ok: node.authz.destructive-route-unauthenticated
router.delete('/', authenticate, (req, res) => {
  db.run('DELETE FROM messages', () => res.sendStatus(204));
});

module.exports = router;
