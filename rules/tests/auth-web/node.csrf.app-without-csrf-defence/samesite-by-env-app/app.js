import express from 'express';
import session from 'express-session';

// Strict in production, Lax on a developer's machine: neither sends the cookie with a cross-site POST
const isSecure = process.env.NODE_ENV !== 'development' && process.env.NODE_ENV !== 'test';

// ok: node.csrf.app-without-csrf-defence
const app = express();

app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: isSecure, sameSite: isSecure ? 'strict' : 'lax' },
  }),
);

app.post('/notes', async (req, res) => {
  await notes.add(req.session.userId, req.body.text);
  res.redirect('/notes');
});

app.post('/notes/:id/delete', async (req, res) => {
  await notes.remove(req.session.userId, req.params.id);
  res.redirect('/notes');
});

export default app;
