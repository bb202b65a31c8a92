const express = require('express');
const session = require('express-session');
const { isLoggedIn, requireRole } = require('./middleware/auth');
const manageRouter = require('./routes/manage');
const staffRouter = require('./routes/staff');
const reportsRouter = require('./routes/reports');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { httpOnly: true, secure: true, sameSite: 'lax' } }));

// the role is checked where the router is mounted, in front of every route of routes/manage.js
app.use('/manage', isLoggedIn, requireRole('admin'), manageRouter);
app.use('/staff', staffRouter);
app.use('/reports', isLoggedIn, reportsRouter);

app.listen(3000);
