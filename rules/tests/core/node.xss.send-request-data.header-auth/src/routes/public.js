const express = require('express');
const requireToken = require('../middleware/requireToken');

const router = express.Router();

// a link anyone can send: no token stands before it
router.get('/search', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<h1>No results for ${req.query.q}</h1>`);
});

router
  .route('/reports/:name')
  .get((req, res) => {
    // ruleid: node.xss.send-request-data
    res.send(`<h1>Report ${req.params.name}</h1>`);
  })
  .all(requireToken)
  .post((req, res) => {
    // ok: node.xss.send-request-data
    res.status(400).send(`Cannot regenerate ${req.params.name}: ${req.body.reason}`);
  });

router.use(requireToken);

router.get('/me/greeting', (req, res) => {
  // ok: node.xss.send-request-data
  res.send(`Hello ${req.query.name}`);
});

module.exports = router;
