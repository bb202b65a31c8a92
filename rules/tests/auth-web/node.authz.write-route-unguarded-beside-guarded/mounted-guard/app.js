const express = require('express');
const { requireLogin } = require('./middleware');
const tickets = require('./routes/tickets');

const app = express();
// the router is mounted behind a guard: every route of it is guarded
app.use('/tickets', requireLogin, tickets);
app.listen(3000);
