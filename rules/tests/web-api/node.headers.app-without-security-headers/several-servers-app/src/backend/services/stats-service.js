const express = require('express');
const { requireSession } = require('../auth');

// ok: node.headers.app-without-security-headers
const app = express();
app.get('/stats', requireSession, (req, res) => res.json({ uptime: process.uptime() }));
app.listen(8083);
