const express = require('express');
const passport = require('passport');
const pagesRouter = require('./routes/pages');

const app = express();
app.post('/login', passport.authenticate('local'), (req, res) => res.redirect('/'));
app.use('/pages', pagesRouter);
app.listen(3000);
