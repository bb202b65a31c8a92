import { createConnection } from 'net';
import tls from 'tls';
import express from 'express';

const router = express.Router();

const relay = (host: string, port: number, data: string) =>
  new Promise<string>((resolve, reject) => {
    // ruleid: node.ssrf.request-url
    const client = createConnection(port, host, () => client.write(data));
    client.on('data', (chunk) => {
      resolve(chunk.toString());
      client.end();
    });
    client.on('error', reject);
  });

router.post('/email-proxy', async (req, res) => {
  const { host, port, data } = req.body;
  res.json({ reply: await relay(host, port, data) });
});

router.post('/tls-check', (req, res) => {
  // ruleid: node.ssrf.request-url
  const socket = tls.connect({ host: req.body.host, port: 443, servername: req.body.host }, () => {
    res.json({ authorized: socket.authorized });
    socket.end();
  });
});

router.post('/smtp-check', (req, res) => {
  // ok: node.ssrf.request-url
  const socket = tls.connect(Number(req.body.port), 'smtp.example.com', () => {
    res.json({ authorized: socket.authorized });
    socket.end();
  });
});

export default router;
