const express = require('express');
const app = express();

app.get('/api/notes', ensureLoggedIn, (req, res) => res.json(listNotes(req.user)));

// ok: node.authz.admin-route-unguarded
app.get('/admin/users', async (req, res) => {
  if (!req.user || req.user.role !== 'admin') {
    return res.sendStatus(403);
  }
  res.json(await User.findAll());
});

// ok: node.authz.admin-route-unguarded
app.post('/api/admin/import', (req, res) => {
  if (req.get('x-api-key') !== process.env.ADMIN_API_KEY) return res.sendStatus(401);
  res.json(runImport(req.body));
});

app.listen(3000);
