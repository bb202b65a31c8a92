const express = require('express');
const routes = require('./routes/pages');

const app = express();

// ruleid: node.authz.admin-route-login-only
app.get('/admin', routes.isLoggedIn, routes.admin);
// ok: node.authz.admin-route-login-only
app.get('/admin/reports', routes.isLoggedIn, routes.adminReports);

app.listen(3000);
