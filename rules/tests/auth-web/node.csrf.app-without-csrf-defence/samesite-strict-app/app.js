import express from 'express';
import session from 'express-session';

// ok: node.csrf.app-without-csrf-defence
const app = express();

app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'strict' },
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
