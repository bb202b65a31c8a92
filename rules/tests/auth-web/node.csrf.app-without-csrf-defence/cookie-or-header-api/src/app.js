const express = require('express');
const cookieParser = require('cookie-parser');
const links = require('./routes/links');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(cookieParser());
app.use(express.urlencoded({ extended: true }));
app.use('/api', links);
app.listen(3000);
