const express = require('express');
const { isAuthenticated, hasRole } = require('./auth');
const adminRoutes = require('./routes/admin');

const app = express();
app.use('/backoffice', isAuthenticated, hasRole('admin'), adminRoutes);
app.listen(3000);
