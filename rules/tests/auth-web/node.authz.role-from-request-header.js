const express = require('express');
const app = express();

app.post('/api/admin/access', (req, res) => {
  // ok: node.authz.role-from-request-header
  const adminToken = req.headers['x-admin-token'];
  // ruleid: node.authz.role-from-request-header
  const role = req.headers['x-user-role'];
  // ruleid: node.authz.role-from-request-header
  if (req.headers['x-admin-token'] === 'true' && role === 'admin') {
    return res.json({ users: [] });
  }
  res.status(403).json({ error: 'Access denied', adminToken });
});

function requireAdmin(req, res, next) {
  // ruleid: node.authz.role-from-request-header
  if (req.get('X-Role') !== 'admin') return res.sendStatus(403);
  next();
}

app.get('/internal/stats', (req, res) => {
  // ok: node.authz.role-from-request-header
  if (req.headers['x-admin-token'] !== process.env.ADMIN_TOKEN) return res.sendStatus(403);
  res.json({ ok: true });
});

app.get('/api/items', (req, res) => {
  // ok: node.authz.role-from-request-header
  const lang = req.headers['accept-language'] === 'de' ? 'de' : 'en';
  res.json({ lang });
});

app.get('/api/me', (req, res) => {
  // ok: node.authz.role-from-request-header
  res.json({ role: req.user.role === 'admin', header: req.headers['x-request-id'] === 'test' });
});

app.delete('/internal/cache', (req, res) => {
  // ok: node.authz.role-from-request-header
  const key = req.get('x-admin-token');
  if (key !== process.env.CACHE_ADMIN_KEY) return res.sendStatus(403);
  res.sendStatus(204);
});

module.exports = { app, requireAdmin };
