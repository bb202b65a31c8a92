const express = require('express');
const errorHandler = require('errorhandler');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', routes);
// ruleid: node.error.stack-trace-view
app.use(errorHandler());

app.listen(process.env.PORT || 8080);
