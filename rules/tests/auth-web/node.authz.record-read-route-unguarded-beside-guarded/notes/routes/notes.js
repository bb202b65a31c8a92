const express = require('express');
const db = require('../db');
const { authenticate } = require('../middleware/auth');

const router = express.Router();

router.get('/notes/:id', authenticate, (req, res) => {
  const note = db.prepare('SELECT * FROM notes WHERE id = ? AND user_id = ?').get(req.params.id, req.user.id);
  if (!note) return res.status(404).send('Note not found');
  res.render('note-view', { note });
});

// the JSON twin of the page above, registered without the guard
// ruleid: node.authz.record-read-route-unguarded-beside-guarded
router.get('/api/notes/:id', (req, res) => {
  const note = db.prepare('SELECT * FROM notes WHERE id = ?').get(req.params.id);
  if (!note) return res.status(404).json({ error: 'Note not found' });
  res.json(note);
});

// the handler refuses anonymous callers itself
// ok: node.authz.record-read-route-unguarded-beside-guarded
router.get('/api/notes/:id/history', (req, res) => {
  if (!req.session.userId) return res.sendStatus(401);
  res.json(db.prepare('SELECT * FROM note_history WHERE note_id = ? AND user_id = ?').all(req.params.id, req.session.userId));
});

router.post('/notes', authenticate, (req, res) => {
  db.prepare('INSERT INTO notes (user_id, title, content) VALUES (?, ?, ?)').run(req.user.id, req.body.title, req.body.content);
  res.redirect('/notes');
});

module.exports = router;
