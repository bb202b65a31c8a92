const express = require('express');

// the same search on a server of the same package without helmet: no policy covers it
const app = express();

app.get('/search', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<p>Results for: ${req.query.q}</p>`);
});

app.listen(3000);
