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
app.delete('/api/notes/:id', async (req, res) => res.json(await notes.remove(req.params.id)));

app.listen(8700);
