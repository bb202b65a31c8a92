const express = require('express');
const path = require('path');
const Database = require('better-sqlite3');

const db = new Database(path.join(__dirname, 'notes.db'));
const app = express();
app.use(express.urlencoded({ extended: false }));
app.set('view engine', 'ejs');
app.set('views', path.join(__dirname, 'views'));

app.post('/notes', (req, res) => {
  const { title, content } = req.body;
  db.prepare('INSERT INTO notes (title, content) VALUES (?, ?)').run(title, content);
  res.redirect('/notes');
});

app.get('/notes/:id', (req, res) => {
  const note = db.prepare('SELECT * FROM notes WHERE id = ?').get(req.params.id);
  if (!note) return res.status(404).render('missing');
  const settings = new Map([['theme', 'light']]);
  res.render('note', { note, theme: settings.get('theme') });
});

module.exports = app;
