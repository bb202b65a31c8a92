const express = require('express');
const config = require('./config');

const app = express();
app.set('view engine', 'ejs');

app.get('/', (req, res) => {
  res.render('home', { analytics: config.analyticsSnippet });
});

module.exports = app;
