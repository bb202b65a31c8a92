const express = require('express');
const userRoute = require('./routes/user.route');
const defaultRoute = require('./routes/default.route');

const app = express();
app.use(express.json());
app.use(express.static('static'));
app.use('/user', userRoute);
app.use('/', defaultRoute);

app.listen(process.env.PORT || 4000);
