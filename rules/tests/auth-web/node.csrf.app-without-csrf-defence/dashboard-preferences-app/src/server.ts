import express from 'express';
import session from 'express-session';
import passport from 'passport';
import { mountApi } from './api';

// A self-hosted dashboard with no accounts: the session only remembers the log view's settings
// and which integration an OAuth hand-off is for, so a cross-site request gains nothing.
// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET ?? 'dashboard', resave: false, saveUninitialized: false }));
app.use(passport.initialize());
app.use(passport.session());
mountApi(app);

app.listen(Number(process.env.PORT ?? 9078));
