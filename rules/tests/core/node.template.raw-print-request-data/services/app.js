const express = require('express');

const app = express();
app.set('view engine', 'ejs');
app.set('views', `${__dirname}/views`);
app.use(express.urlencoded({ extended: false }));
app.use(require('./routes/roles'));

module.exports = app;
