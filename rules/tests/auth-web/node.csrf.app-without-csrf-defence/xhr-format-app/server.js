const express = require('express');
const session = require('express-session');

// the X-Requested-With test only picks the response format: a cross-site form still posts
// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.urlencoded({ extended: false }));

app.post('/notes', async (req, res) => {
  const note = await Notes.create(req.session.userId, req.body.text);
  if (req.get('X-Requested-With') === 'XMLHttpRequest') return res.json(note);
  res.redirect('/notes');
});

app.post('/notes/:id/delete', async (req, res) => {
  await Notes.remove(req.session.userId, req.params.id);
  if (!req.xhr) return res.redirect('/notes');
  res.sendStatus(204);
});

app.listen(3000);
