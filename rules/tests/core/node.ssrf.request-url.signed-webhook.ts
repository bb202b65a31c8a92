import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { Webhook } from 'svix';
import jwt from 'jsonwebtoken';
import type { Request, Response } from 'express';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');

// Slack interactivity: the payload is parsed only after the HMAC of the raw body matched the
// signing secret; response_url is Slack's own callback URL from that signed payload
async function verifiedInteraction(request: Request): Promise<any> {
  const secret = process.env.SLACK_SIGNING_SECRET ?? '';
  const body = await request.text();
  const timestamp = request.headers.get('x-slack-request-timestamp') ?? '';
  const received = Buffer.from(request.headers.get('x-slack-signature') ?? '');
  const digest = createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex');
  const expected = Buffer.from(`v0=${digest}`);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    throw new Error('Invalid Slack signature');
  }
  return JSON.parse(new URLSearchParams(body).get('payload') ?? '{}');
}

export async function POST(request: Request) {
  const payload = await verifiedInteraction(request);
  // ok: node.ssrf.request-url
  await fetch(payload.response_url, { method: 'POST', body: JSON.stringify({ text: 'Approved' }) });
  return new Response(null, { status: 200 });
}

// the same helper computing the signature but only logging a mismatch: anyone posts a response_url
async function loggedInteraction(request: Request): Promise<any> {
  const body = await request.text();
  const received = Buffer.from(request.headers.get('x-slack-signature') ?? '');
  const expected = Buffer.from(`v0=${createHmac('sha256', process.env.SLACK_SIGNING_SECRET ?? '').update(body).digest('hex')}`);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    console.warn('unsigned Slack interaction');
  }
  return JSON.parse(new URLSearchParams(body).get('payload') ?? '{}');
}

export async function PUT(request: Request) {
  const payload = await loggedInteraction(request);
  // ruleid: node.ssrf.request-url
  await fetch(payload.response_url, { method: 'POST' });
  return new Response(null, { status: 200 });
}

// GitHub: `x-hub-signature-256` compared with the HMAC of the body before anything is read
export async function githubHook(req: Request, res: Response) {
  const signature = String(req.headers['x-hub-signature-256'] ?? '');
  const digest = 'sha256=' + createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET ?? '').update(JSON.stringify(req.body)).digest('hex');
  if (digest !== signature) {
    return res.status(401).end();
  }
  // ok: node.ssrf.request-url
  const artifact = await fetch(req.body.workflow_run.artifacts_url);
  res.json({ size: (await artifact.text()).length });
}

// ... but a callback named in the query string, read before the check, is not what the signature covers
export async function githubHookWithCallback(req: Request, res: Response) {
  const callback = String(req.query.callback);
  const signature = String(req.headers['x-hub-signature-256'] ?? '');
  const digest = 'sha256=' + createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET ?? '').update(JSON.stringify(req.body)).digest('hex');
  if (digest !== signature) {
    return res.status(401).end();
  }
  // ruleid: node.ssrf.request-url
  await fetch(callback, { method: 'POST' });
  res.status(204).end();
}

// Stripe: constructEvent throws unless the raw body carries the endpoint secret's signature
export async function stripeHook(req: Request & { rawBody: Buffer }, res: Response) {
  stripe.webhooks.constructEvent(req.rawBody, String(req.headers['stripe-signature']), process.env.STRIPE_WEBHOOK_SECRET ?? '');
  const { data } = req.body as { data: { object: { success_url: string } } };
  // ok: node.ssrf.request-url
  await fetch(data.object.success_url);
  res.json({ received: true });
}

// Svix / standardwebhooks: verify throws unless the headers sign the payload
export async function svixHook(req: Request, res: Response) {
  const wh = new Webhook(process.env.SVIX_SECRET ?? '');
  wh.verify(JSON.stringify(req.body), req.headers as Record<string, string>);
  // ok: node.ssrf.request-url
  await fetch(req.body.data.url);
  res.status(204).end();
}

// ... and returns it: the event read from what it returned
export async function svixEvent(req: Request, res: Response) {
  const raw = JSON.stringify(req.body);
  const evt = new Webhook(process.env.SVIX_SECRET ?? '').verify(raw, req.headers as Record<string, string>) as { data: { url: string } };
  const target = evt.data.url || req.body.data.url;
  // ok: node.ssrf.request-url
  await fetch(target);
  res.status(204).end();
}

// a boolean verification kept and never checked is no gate
export async function unverifiedHook(req: Request, res: Response) {
  const valid = await verifySignature(JSON.stringify(req.body), String(req.headers['x-signature']));
  // ruleid: node.ssrf.request-url
  await fetch(req.body.url);
  res.status(valid ? 200 : 202).end();
}

// a user's JSON Web Token proves who the user is, not who wrote the body: every user picks the URL
export async function importForUser(req: Request, res: Response) {
  const claims = jwt.verify(String(req.headers.authorization), process.env.JWT_SECRET ?? '') as { sub: string };
  // ruleid: node.ssrf.request-url
  const feed = await fetch(req.body.feedUrl);
  res.json({ user: claims.sub, size: (await feed.text()).length });
}

// a double-submitted CSRF token compared in constant time: any caller sends both halves
export async function csrfChecked(req: Request, res: Response) {
  const sent = Buffer.from(String(req.headers['x-csrf-token']));
  const kept = Buffer.from(String(req.cookies.csrf));
  if (sent.length !== kept.length || !timingSafeEqual(sent, kept)) {
    return res.status(403).end();
  }
  // ruleid: node.ssrf.request-url
  const preview = await fetch(req.body.link);
  res.json({ status: preview.status });
}

declare function verifySignature(body: string, signature: string): Promise<boolean>;
