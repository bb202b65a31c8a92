const express = require('express');
const noteRoutes = require('./routes/notes');

const app = express();
app.use(express.json());
app.use('/', noteRoutes);
app.listen(3000);
