const express = require('express');
const cookieParser = require('cookie-parser');
const routes = require('./routes/app');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(cookieParser());
app.use(express.urlencoded({ extended: true }));
app.use('/', routes);
app.listen(9000);
