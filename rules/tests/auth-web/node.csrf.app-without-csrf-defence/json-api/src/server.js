const express = require('express');
const cookieParser = require('cookie-parser');
const { ordersRouter } = require('./orders');

// The shop's script calls this API with fetch and JSON bodies; the signed-in customer's token
// rides in a cookie. Only JSON is parsed: a cross-site form's url-encoded, multipart or
// text/plain body arrives empty, and a JSON or DELETE request from another site needs a CORS
// preflight this app never answers.
// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(cookieParser());
app.use('/api/orders', ordersRouter);

app.listen(3000);
