const express = require('express');
const session = require('express-session');
const { isLoggedIn, requireRole } = require('./middleware/auth');
const manageRouter = require('./routes/manage');
const staffRouter = require('./routes/staff');
const reportsRouter = require('./routes/reports');
const consoleRouter = require('./routes/console');
const toolsRouter = require('./routes/tools');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { httpOnly: true, secure: true, sameSite: 'lax' } }));

// the role is checked where the router is mounted, in front of every route of routes/manage.js
app.use('/manage', isLoggedIn, requireRole('admin'), manageRouter);
app.use('/staff', staffRouter);
app.use('/reports', isLoggedIn, reportsRouter);
// routes/console.js checks the role itself, in front of all its routes
// ok: node.authz.admin-route-login-only
app.use('/admin/console', isLoggedIn, consoleRouter);
// ruleid: node.authz.admin-route-login-only
app.use('/admin/tools', isLoggedIn, toolsRouter);

app.listen(3000);
