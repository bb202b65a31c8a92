const express = require('express');
const session = require('express-session');

// JSON is parsed from text/plain bodies too (so navigator.sendBeacon can post notes): a
// cross-site form with enctype="text/plain" delivers a JSON body with the session cookie.
// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json({ type: ['application/json', 'text/plain'] }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.post('/login', async (req, res) => {
  const user = await Users.signIn(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'wrong email or password' });
  req.session.userId = user.id;
  res.json({ id: user.id });
});

app.post('/notes', async (req, res) => {
  res.status(201).json(await Notes.create(req.session.userId, req.body.text));
});

app.listen(3000);
