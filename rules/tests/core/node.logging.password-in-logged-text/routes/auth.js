const express = require('express');
const bcrypt = require('bcrypt');
const db = require('../db');

const router = express.Router();

router.post('/login', (req, res) => {
  const { username, password } = req.body;
  const query = `SELECT id FROM users WHERE username = '${username}' AND password = '${password}'`;
  // ruleid: node.logging.password-in-logged-text
  console.log(`Executing SQL query: ${query}`);
  db.get(query, (err, user) => res.json({ ok: !!user }));
});

router.post('/register', async (req, res) => {
  // ruleid: node.logging.password-in-logged-text
  console.log('register request', req.body);
  const { email, password } = req.body;
  const hash = await bcrypt.hash(password, 12);
  const sql = 'INSERT INTO users (email, hash) VALUES (?, ?)';
  // ok: node.logging.password-in-logged-text
  console.log('Executing SQL:', sql);
  db.run(sql, [email, hash], () => res.sendStatus(201));
});

router.post('/password', async (req, res) => {
  const line = 'password change for ' + req.user.id;
  // ok: node.logging.password-in-logged-text
  logger.info(line);
  const hash = await bcrypt.hash(req.body.newPassword, 12);
  const update = `UPDATE users SET hash = '${hash}' WHERE id = ${Number(req.user.id)}`;
  // ok: node.logging.password-in-logged-text
  console.debug(update);
  db.run(update, () => res.sendStatus(204));
});

router.post('/search', (req, res) => {
  // ok: node.logging.password-in-logged-text
  console.log('search', req.body);
  db.all('SELECT name FROM items WHERE name LIKE ?', [`%${req.body.q}%`], (err, rows) => res.json(rows));
});

// the body logged inside text, by a handler that reads the password from it
router.post('/session', (req, res) => {
  // ruleid: node.logging.password-in-logged-text
  console.log('Request Data: ' + JSON.stringify(req.body));
  // ok: node.logging.password-in-logged-text
  console.log('login attempt for ' + req.body.username);
  if (typeof req.body.password !== 'string') return res.sendStatus(400);
  auth.login(req.body.username, req.body.password, (err, token) => res.json({ token }));
});

router.post('/signup', (req, res) => {
  // ruleid: node.logging.password-in-logged-text
  logger.info(`signup ${JSON.stringify(req.body, null, 2)}`);
  const { email, password } = req.body;
  auth.register(email, password, () => res.sendStatus(201));
});

router.post('/feedback', (req, res) => {
  // ok: node.logging.password-in-logged-text
  console.log('Request Data: ' + JSON.stringify(req.body));
  db.run('INSERT INTO feedback (text) VALUES (?)', [req.body.text], () => res.sendStatus(201));
});

module.exports = router;
