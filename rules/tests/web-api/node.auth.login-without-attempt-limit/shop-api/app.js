const express = require('express');
const { authLimiter } = require('./middleware/limits');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api/auth', authLimiter);
app.use('/api', routes);
module.exports = app;
