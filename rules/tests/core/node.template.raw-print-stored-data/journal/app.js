const express = require('express');
const mysql = require('mysql2/promise');
const path = require('path');
const session = require('express-session');

const app = express();
const pool = mysql.createPool({ host: process.env.DB_HOST, user: process.env.DB_USER, database: 'journal' });

app.use(express.urlencoded({ extended: true }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.set('view engine', 'ejs');
app.set('views', path.join(__dirname, 'views'));

app.get('/home', async (req, res) => {
  const [entries] = await pool.execute('SELECT * FROM entries WHERE user_id = ? ORDER BY created_at DESC', [
    req.session.user.id,
  ]);
  const [[stats]] = await pool.execute('SELECT COUNT(*) AS total FROM entries WHERE user_id = ?', [req.session.user.id]);
  res.render('home', { user: req.session.user, entries, stats, theme: req.session.theme });
});

app.post('/profile', (req, res) => {
  const { bio } = req.body;
  req.session.user.bio = bio;
  res.redirect('/home');
});

app.post('/entries', async (req, res) => {
  const { heading, body } = req.body;
  await pool.execute('INSERT INTO entries (user_id, heading, body) VALUES (?, ?, ?)', [req.session.user.id, heading, body]);
  res.redirect('/home');
});

module.exports = app;
