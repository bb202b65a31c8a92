import express from 'express';
import session, { type SessionOptions } from 'express-session';
import { profileRouter } from './routes/profile';

const options: SessionOptions = {
  secret: process.env.SESSION_SECRET ?? '',
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true },
};

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session(options));
app.use('/profile', profileRouter);

app.listen(Number(process.env.PORT ?? 3000));
