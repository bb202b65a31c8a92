const express = require('express');
const session = require('express-session');
const csrfToken = require('./middlewares/csrfToken');
const { exceptUnder } = require('./lib/routes');

// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.urlencoded({ extended: false }));
// the API authenticates with bearer tokens: the check covers every other route
app.use(exceptUnder('/api/', csrfToken));

app.post('/courses/:id/enroll', (req, res) => {
  Enrollments.add(req.session.userId, req.params.id);
  res.redirect(`/courses/${req.params.id}`);
});

app.listen(3000);
