const express = require('express');
const { requireAuth } = require('./auth');
const adminRouter = require('./routes/admin');
const notesRouter = require('./routes/notes');

const app = express();
app.post('/login', (req, res) => signIn(req, res));
app.use('/admin', requireAuth, adminRouter);
app.use('/notes', requireAuth, notesRouter);
app.listen(3000);
