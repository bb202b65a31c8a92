const express = require('express');
const LibraryController = require('../controllers/LibraryController');

class ApiRouter {
  constructor(server) {
    this.server = server;
    this.router = express.Router();
    this.router.post('/libraries', LibraryController.create.bind(this));
  }
}

module.exports = ApiRouter;
