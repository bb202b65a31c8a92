var express = require('express');
var _ = require('lodash');

var router = express.Router();
var messages = [];

// lodash 4.17.4: merge copies a "__proto__" key onto Object.prototype
router.put('/chat', function (req, res) {
  var message = { icon: '👋', timestamp: Date.now() };
  // ruleid: node.prototype.merge-request-data
  _.merge(message, req.body.message, { id: messages.length + 1 });
  messages.push(message);
  res.send({ ok: true });
});

module.exports = router;
