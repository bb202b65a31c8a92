import path from 'path';
import express from 'express';

const app = express();
const AVATAR_DIR = path.join(__dirname, 'avatars');

// with no root, res.sendFile hands `send` the path as written, and send answers 403 to a `..`
// segment: a name concatenated after the folder cannot climb out of it
app.get('/avatars/:file', (req, res) => {
  // ok: node.path.send-file-request-input
  res.sendFile(`${AVATAR_DIR}/${req.params.file}`);
});

// the same text normalised first: path.resolve removes the `..` segments send would have refused
app.get('/banners/:file', (req, res) => {
  const banner = path.resolve(`${AVATAR_DIR}/${req.params.file}`);
  // ruleid: node.path.send-file-request-input
  res.sendFile(banner);
});

app.get('/covers/:file', (req, res) => {
  // ok: node.path.send-file-request-input
  res.sendFile(path.join(AVATAR_DIR, req.params.file));
});

app.get('/avatars-safe/:file', (req, res) => {
  // ok: node.path.send-file-request-input
  res.sendFile(req.params.file, { root: AVATAR_DIR, dotfiles: 'deny' });
});

app.get('/invoices/download', (req, res) => {
  // ruleid: node.path.send-file-request-input
  res.download(`/srv/invoices/${req.query.name}`, 'invoice.pdf');
});

app.get('/invoices/download-safe', (req, res) => {
  const name = path.basename(String(req.query.name));
  // ok: node.path.send-file-request-input
  res.download(path.join('/srv/invoices', name), 'invoice.pdf');
});

app.get('/', (_req, res) => {
  // ok: node.path.send-file-request-input
  res.sendFile(path.join(__dirname, 'public', 'index.html'));
});

// a plugin's section image: the folder from the plugin registry, the name from the query
app.get('/albumart/section', (req, res) => {
  const pluginPath = `/volumio/app/plugins/${String(req.query.category)}`;
  const image = pluginPath + String(req.query.sectionimage);
  // ok: node.path.send-file-request-input
  res.sendFile(image);
});

export default app;

// only the last segment of the request path, which holds no `/`, names the file
app.get('/*.yml', (req, res) => {
  const ymlFile = req.path.split('/').pop();
  // ok: node.path.send-file-request-input
  res.sendFile(path.join(__dirname, 'user-data', ymlFile));
});

// the whole path after a prefix keeps its separators
app.get('/docs/*', (req, res) => {
  const page = req.path.split('/docs/').pop();
  // ruleid: node.path.send-file-request-input
  res.sendFile(path.resolve(__dirname, 'docs', page));
});
