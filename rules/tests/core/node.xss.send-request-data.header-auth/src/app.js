const express = require('express');
const requireToken = require('./middleware/requireToken');
const itemsRouter = require('./routes/items');
const publicRouter = require('./routes/public');
const auth = require('./routes/auth');

const app = express();
app.use(express.json());
app.use(auth);
app.use('/public', publicRouter);
// every route of the items router needs the bearer token
app.use('/api/items', requireToken, itemsRouter);

app.post('/api/labels', requireToken, (req, res) => {
  // ok: node.xss.send-request-data
  res.status(400).send(`Unknown label "${req.body.label}"`);
});

// a status page anyone can open: the sign-in router mounted above guards nothing
app.get('/status/:service', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<p>${req.params.service} is up</p>`);
});

module.exports = app;
