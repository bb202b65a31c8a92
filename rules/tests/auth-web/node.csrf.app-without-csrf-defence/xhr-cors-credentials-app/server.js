const cors = require('cors');
const express = require('express');
const session = require('express-session');

// the custom header is required, but CORS lets any origin send it with the session cookie
// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(cors({ origin: true, credentials: true }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.json());

app.use((req, res, next) => {
  if (req.method !== 'GET' && req.get('X-Requested-With') !== 'XMLHttpRequest') {
    return res.status(403).json({ error: 'forbidden' });
  }
  next();
});

app.post('/posts', async (req, res) => {
  res.json(await Posts.create(req.session.userId, req.body));
});

app.listen(3000);
