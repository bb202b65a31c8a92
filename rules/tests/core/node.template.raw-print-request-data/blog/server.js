const express = require('express');
const hbs = require('express-hbs');
const db = require('sqlite');

const app = express();
app.engine('hbs', hbs.express4({ partialsDir: __dirname + '/site/partials' }));
app.set('views', __dirname + '/site');
app.set('view engine', 'hbs');
app.use(express.urlencoded({ extended: true }));

app.get('/', async (req, res) => {
  const entries = await db.all('SELECT title, body FROM Entry ORDER BY id DESC');
  res.render('home', { theme: req.query.theme, entries, count: entries.length });
});

app.post('/entries', async (req, res) => {
  const title = req.body.entryTitle;
  const body = req.body.entryBody;
  await db.run('INSERT INTO Entry (title, body) VALUES (?, ?)', [title, body]);
  res.redirect('/');
});

module.exports = app;
