import express from 'express';
import session from 'express-session';
import { mountApi } from './api';
import { mountLogin } from './login';

// The dashboard with an operator password: the session remembers who signed in, and the
// operator's forms post url-encoded bodies, so a page on another site can drive the API with
// the operator's cookie.
// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(session({ secret: process.env.SESSION_SECRET ?? 'dashboard', resave: false, saveUninitialized: false }));
mountLogin(app);
mountApi(app);

app.listen(Number(process.env.PORT ?? 9078));
