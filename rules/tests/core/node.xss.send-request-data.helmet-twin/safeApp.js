const express = require('express');
const helmet = require('helmet');

// the hardened server: helmet's default policy runs no inline script
const app = express();
app.use(helmet());

app.get('/search', (req, res) => {
  // ok: node.xss.send-request-data
  res.send(`<p>Results for: ${req.query.q}</p>`);
});

app.listen(3001);
