// Request data handed to a helper of another module that fetches each URL of a list (an array
// method's callback gets each element) and answers with what each server said: SSRF with a
// response oracle. A list of the app's own configured hooks is not the caller's.
import Router from 'koa-router';
import { z } from 'zod';
import { postWebhooks } from '../utils/webhooks';

const alerts = new Router({ prefix: '/alerts' });
const WebhookTestInput = z.object({
  webhookUrls: z.array(z.string().trim().url()).min(1).max(20),
  name: z.string().max(50).optional(),
});
const OPS_HOOKS = ['https://hooks.slack.com/services/T000/B000/XXXX'];

alerts.post('/test-webhooks', async (ctx) => {
  const data = WebhookTestInput.parse(ctx.request.body);
  const results = await postWebhooks(data.webhookUrls, { type: 'alert.test', name: data.name });
  ctx.body = { results };
});

alerts.post('/ping', async (ctx) => {
  const { urls } = ctx.request.body as { urls: string[] };
  const statuses = await Promise.all(
    urls.map(async (target) => {
      // ruleid: node.ssrf.request-url
      const response = await fetch(target, { method: 'HEAD' });
      return response.status;
    }),
  );
  ctx.body = { statuses };
});

alerts.post('/ops-test', async (ctx) => {
  const { message } = ctx.request.body as { message: string };
  const statuses = await Promise.all(
    OPS_HOOKS.map(async (hook) => {
      // ok: node.ssrf.request-url
      const response = await fetch(hook, { method: 'POST', body: JSON.stringify({ text: message }) });
      return response.status;
    }),
  );
  ctx.body = { statuses };
});
