import express from 'express';
import session from 'express-session';

// the chart deploys it as none: every cross-site POST carries the cookie
// ruleid: node.csrf.app-without-csrf-defence
export const app = express();

app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET as string,
    resave: false,
    saveUninitialized: false,
    cookie: { secure: true, sameSite: process.env.SESSION_COOKIE_SAME_SITE },
  }),
);

app.post('/subscriptions', async (req, res) => {
  await subscriptions.add(req.session.userId, req.body.courtId);
  res.redirect('/subscriptions');
});

app.post('/subscriptions/delete', async (req, res) => {
  await subscriptions.remove(req.session.userId, req.body.subscriptionId);
  res.redirect('/subscriptions');
});
