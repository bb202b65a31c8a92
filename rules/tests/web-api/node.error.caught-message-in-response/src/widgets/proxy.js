import { httpProxy } from '../utils/proxy/http';
import { prisma } from '../utils/db';
import { readFile } from 'node:fs/promises';
import logger from '../utils/logger';

// a dashboard widget relaying the service the user configured: the failure is the upstream's
// answer or a connection error to that service, nothing of this server's internals
export async function weatherProxy(req, res) {
  const { url, key } = req.query;
  try {
    const [status, , data] = await httpProxy(`${url}/api/summary?key=${key}`);
    if (status !== 200) return res.status(status).json({ error: 'Upstream error', data });
    return res.status(200).json(JSON.parse(data));
  } catch (error) {
    logger.error('Exception calling the weather API: %s', error.message);
    // ok: node.error.caught-message-in-response
    return res.status(500).json({ error: 'Weather API error', message: error.message });
  }
}

export async function statusProxy(req, res) {
  try {
    const response = await fetch(new URL('/status', req.query.url));
    return res.status(200).json(await response.json());
  } catch (e) {
    // ok: node.error.caught-message-in-response
    return res.status(500).send({ error: { message: e.message } });
  }
}

// the same call-out, but the handler also reads the server's own database: its errors carry
// table and query text
export async function syncProxy(req, res) {
  try {
    const upstream = await fetch(req.query.url).then((r) => r.json());
    await prisma.widgetCache.upsert({ where: { id: req.query.id }, create: upstream, update: upstream });
    return res.status(200).json(upstream);
  } catch (e) {
    // ruleid: node.error.caught-message-in-response
    return res.status(500).json({ error: e.message });
  }
}

// a file read on the server: the message names the server's paths
export async function templateProxy(req, res) {
  try {
    const template = await readFile(`/srv/templates/${req.query.name}.json`, 'utf8');
    return res.status(200).json(JSON.parse(template));
  } catch (e) {
    // ruleid: node.error.caught-message-in-response
    return res.status(500).json({ error: e.message });
  }
}
