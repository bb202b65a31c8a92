const express = require('express');
const app = express();
app.set('view engine', 'pug');
app.use('/', require('./routes'));

// ruleid: node.error.stack-trace-view
app.use(function (err, req, res, next) {
  res.status(err.status || 500);
  res.render('error', { message: err.message, error: err });
});

module.exports = app;
