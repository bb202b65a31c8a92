const express = require('express');
const path = require('path');

// a helper service inside the sandbox VM: no sign-in at all, its routes answer anyone (CORS *),
// so a framed page could only make the calls any page already makes directly
// ok: node.headers.app-without-security-headers
const app = express();
app.use(express.json());
app.use((req, res, next) => {
  res.header('Access-Control-Allow-Origin', '*');
  next();
});
app.use(express.static(path.join(__dirname, 'public')));

app.get('/api/notes', async (req, res) => res.json(await notes.list()));
app.post('/api/notes', async (req, res) => res.json(await notes.add(req.body)));
// forwards to the model provider with the service's own key (an outgoing header, no sign-in)
app.post('/llm-proxy/chat', async (req, res) => {
  const headers = { 'Content-Type': 'application/json' };
  headers["Authorization"] = `Bearer ${process.env.UPSTREAM_KEY}`;
  const upstream = await fetch(process.env.UPSTREAM_URL, { method: 'POST', headers, body: JSON.stringify(req.body) });
  res.status(upstream.status).json(await upstream.json());
});
app.delete('/api/notes/:id', async (req, res) => res.json(await notes.remove(req.params.id)));

app.listen(8700);
