const express = require('express');
const session = require('express-session');
const jwt = require('jsonwebtoken');

// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.urlencoded({ extended: true }));
// mounted from a template, never read: users authenticate with a bearer token
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

function authenticateToken(req, res, next) {
  const token = (req.headers.authorization || '').replace('Bearer ', '');
  try {
    req.user = jwt.verify(token, process.env.JWT_SECRET);
    next();
  } catch (error) {
    res.sendStatus(401);
  }
}

app.post('/api/notes', authenticateToken, (req, res) => {
  res.json(createNote(req.user.id, req.body));
});

app.listen(3000);
