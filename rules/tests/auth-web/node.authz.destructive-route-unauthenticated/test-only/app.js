const express = require('express');
const passport = require('passport');
const postsRouter = require('./routes/posts');
const testingRouter = require('./routes/testing');

const app = express();
app.post('/login', passport.authenticate('local'), (req, res) => res.redirect('/'));
app.use('/api/posts', postsRouter);
if (process.env.NODE_ENV === 'test') {
  app.use('/api/testing', testingRouter);
}
app.listen(3003);
