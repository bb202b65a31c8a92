const express = require('express');
const { requireSession } = require('../auth');

// a JSON API of the same package on its own port, behind the web server's proxy: it serves no
// page for a browser to render or frame, whatever the web server beside it serves
// ok: node.headers.app-without-security-headers
const app = express();
app.use(express.json());
app.get('/files', requireSession, async (req, res) => res.json(await listFiles(req.user.id, req.query.dir)));
app.listen(8082);

async function listFiles(userId, dir) {
  return { userId, dir, entries: [] };
}
