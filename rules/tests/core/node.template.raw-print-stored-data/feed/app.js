const express = require('express');

const app = express();
app.set('view engine', 'ejs');
app.use(require('./routes/feed'));
app.use('/users', require('./routes/users'));

module.exports = app;
