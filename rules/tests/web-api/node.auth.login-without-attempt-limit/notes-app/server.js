const express = require('express');
const authRoutes = require('./routes/auth');
const accountRoutes = require('./routes/account');

const app = express();
app.use(express.json());
app.use('/auth', authRoutes);
app.use('/account', accountRoutes);
app.listen(process.env.PORT || 3000);
