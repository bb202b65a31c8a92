const express = require('express');
const app = express();
app.set('view engine', 'ejs');

// ok: node.error.stack-trace-view
app.use((err, req, res, next) => {
  res.status(500).render('error', { error: err });
});

app.listen(3000);
