const express = require('express');

const app = express();
app.set('view engine', 'ejs');
app.use('/posts', require('./routes/posts'));

module.exports = app;
