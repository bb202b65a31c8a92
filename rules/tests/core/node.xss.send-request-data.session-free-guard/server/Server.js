const express = require('express');
const expressSession = require('express-session');
const passport = require('passport');
const Auth = require('./Auth');
const ApiRouter = require('./routers/ApiRouter');
const AccountRouter = require('./routers/AccountRouter');

class Server {
  constructor() {
    this.auth = new Auth(process.env.TOKEN_SECRET);
    this.apiRouter = new ApiRouter(this);
    this.accountRouter = new AccountRouter(this);
  }

  authMiddleware(req, res, next) {
    this.auth.isAuthenticated(req, res, next);
  }

  start() {
    const app = express();
    app.use(expressSession({ secret: process.env.TOKEN_SECRET, resave: false, saveUninitialized: false }));
    app.use(passport.initialize());
    app.use(passport.session());
    this.auth.initPassport();

    const router = express.Router();
    router.use('/api', this.authMiddleware.bind(this), this.apiRouter.router);
    router.use('/account', this.auth.requireLogin.bind(this.auth), this.accountRouter.router);
    router.get('/share/:slug', (req, res) => {
      // ruleid: node.xss.send-request-data
      res.status(404).send(`<h1>No shared episode ${req.params.slug}</h1>`);
    });
    app.use(router);
    app.listen(process.env.PORT || 3333);
  }
}

module.exports = Server;
