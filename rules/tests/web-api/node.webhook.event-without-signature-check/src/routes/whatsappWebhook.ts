import express from 'express';
import { config } from '../config';
import { recordDelivery, recordReply } from '../services/messages';

// The provider signs nothing: the webhook URL it calls carries a token only the two sides know,
// checked by a middleware mounted before the handler.
function verifyWebhookToken(req: express.Request, res: express.Response, next: express.NextFunction) {
  const expectedToken = config.whatsapp.webhookToken;
  if (!expectedToken) {
    return res.status(401).json({ error: 'Webhook token not configured' });
  }
  const token = req.query.token as string;
  if (token !== expectedToken) {
    return res.status(401).json({ error: 'Invalid token' });
  }
  next();
}

export default () => {
  const router = express.Router();
  router.post('/', verifyWebhookToken, async (req, res) => {
    // ok: node.webhook.event-without-signature-check
    const body = req.body;
    if (body.type === 'delivered') {
      await recordDelivery(body.messageId);
    } else if (body.type === 'inbound') {
      await recordReply(body.contact.phone, body.message.text);
    }
    res.json({ success: true });
  });
  return router;
};

// a status callback mounted without the token check: any client can post it
export const statusRouter = () => {
  const router = express.Router();
  router.post('/status', logRequest, async (req, res) => {
    // ruleid: node.webhook.event-without-signature-check
    const body = req.body;
    if (body.type === 'failed') await recordDelivery(body.messageId);
    res.json({ success: true });
  });
  return router;
};

function logRequest(req: express.Request, _res: express.Response, next: express.NextFunction) {
  console.info('webhook', req.path);
  next();
}
