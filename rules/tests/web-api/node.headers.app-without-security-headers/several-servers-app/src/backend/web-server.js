const path = require('path');
const express = require('express');
const cookieParser = require('cookie-parser');
const { requireSession } = require('./auth');

// the server that serves the console's pages to signed-in users: its pages can be framed
// ruleid: node.headers.app-without-security-headers
const app = express();
app.use(cookieParser());
app.use(express.static(path.join(__dirname, '../../public')));
app.get('/api/me', requireSession, (req, res) => res.json({ user: req.user }));
app.listen(8080);
