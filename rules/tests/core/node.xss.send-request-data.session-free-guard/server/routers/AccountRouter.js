const express = require('express');
const AccountController = require('../controllers/AccountController');

class AccountRouter {
  constructor(server) {
    this.server = server;
    this.router = express.Router();
    this.router.post('/display-name', AccountController.rename.bind(this));
  }
}

module.exports = AccountRouter;
