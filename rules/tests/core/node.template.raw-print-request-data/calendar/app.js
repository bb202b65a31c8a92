const express = require('express');

const app = express();
app.set('view engine', 'ejs');
app.set('views', `${__dirname}/views`);
app.use(require('./routes/holidays'));

module.exports = app;
