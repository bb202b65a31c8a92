const express = require('express');

const app = express();
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(require('./routes/greet'));

module.exports = app;
