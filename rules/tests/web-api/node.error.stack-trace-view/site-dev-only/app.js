const express = require('express');
const app = express();
app.set('view engine', 'pug');

// express-generator's handler: the error object only in development
// ok: node.error.stack-trace-view
app.use(function (err, req, res, next) {
  res.locals.message = err.message;
  res.locals.error = req.app.get('env') === 'development' ? err : {};
  res.status(err.status || 500);
  res.render('error');
});

module.exports = app;
