const express = require('express');
const requireToken = require('./middleware/requireToken');
const itemsRouter = require('./routes/items');
const publicRouter = require('./routes/public');

const app = express();
app.use(express.json());
app.use('/public', publicRouter);
// every route of the items router needs the bearer token
app.use('/api/items', requireToken, itemsRouter);

app.post('/api/labels', requireToken, (req, res) => {
  // ok: node.xss.send-request-data
  res.status(400).send(`Unknown label "${req.body.label}"`);
});

module.exports = app;
