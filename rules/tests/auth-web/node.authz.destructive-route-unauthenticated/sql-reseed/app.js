const express = require('express');

const app = express();
app.use(express.json());

const authRoutes = require('./routes/auth');
const messageRoutes = require('./routes/messages');
const resetRoutes = require('./routes/reset');

app.use('/login', authRoutes);
app.use('/messages', messageRoutes);
app.use('/reset', resetRoutes);

app.listen(3001);
