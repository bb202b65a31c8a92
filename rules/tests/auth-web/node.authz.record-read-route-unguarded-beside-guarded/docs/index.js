const express = require('express');
const documents = require('./routes/documents');

const app = express();
app.use('/api', documents);
app.listen(process.env.PORT);
