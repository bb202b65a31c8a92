const express = require('express');
const session = require('express-session');

// a JSON API that refuses any state-changing request without the custom header
// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.json());

app.use((req, res, next) => {
  if (req.method !== 'GET' && !req.xhr) return res.status(403).json({ error: 'forbidden' });
  next();
});

app.post('/posts', async (req, res) => {
  res.json(await Posts.create(req.session.userId, req.body));
});

app.listen(3000);
