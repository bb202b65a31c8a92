const express = require('express');
const shop = require('./routes/shop');

// ruleid: node.headers.app-without-security-headers
const app = express();
app.set('view engine', 'ejs');
app.use((req, res, next) => {
  res.locals.user = req.user;
  next();
});
app.use('/', shop);
app.listen(3000);
