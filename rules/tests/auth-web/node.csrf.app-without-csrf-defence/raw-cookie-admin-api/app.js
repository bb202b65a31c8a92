const express = require('express');
const users = require('./controllers/users');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(express.text());
app.post('/api/v2/login', users.login);
app.get('/api/v2/profile', users.profile);
app.post('/api/v2/admin/create-user', users.adminCreateUser);
app.listen(80);
