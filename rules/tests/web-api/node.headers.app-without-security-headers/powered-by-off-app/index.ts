import express from 'express';

// ok: node.headers.app-without-security-headers
const app = express();
app.disable('x-powered-by');
app.use((req, res, next) => {
  res.setHeader('Content-Security-Policy', "default-src 'self'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.get('/status', (req, res) => res.json({ ok: true }));

export default app;
