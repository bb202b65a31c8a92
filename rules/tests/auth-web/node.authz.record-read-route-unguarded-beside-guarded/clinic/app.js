const express = require('express');
const patients = require('./routes/patients');

const app = express();
app.use(express.json());
app.use('/api/patients', patients);
module.exports = app;
