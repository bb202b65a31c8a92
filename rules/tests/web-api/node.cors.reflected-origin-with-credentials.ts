import express from 'express';
import cors from 'cors';
import { Hono } from 'hono';
import { cors as honoCors } from 'hono/cors';
import { apiRouter, publicRouter } from './routes';

const app = express();
const allowedOrigins = new Set(['https://app.acme-example.com', 'https://admin.acme-example.com']);

app.use(
  '/api',
  // ruleid: node.cors.reflected-origin-with-credentials
  cors({ origin: true, credentials: true, methods: ['GET', 'POST', 'PATCH', 'DELETE'] }),
  apiRouter,
);

app.use(
  '/partner',
  cors({
    // ruleid: node.cors.reflected-origin-with-credentials
    origin: (origin, callback) => callback(null, true),
    credentials: true,
  }),
);

// ok: node.cors.reflected-origin-with-credentials
app.use('/public', cors({ origin: true }), publicRouter);

app.use(
  '/account',
  cors({
    // ok: node.cors.reflected-origin-with-credentials
    origin: (origin, callback) => callback(null, !origin || allowedOrigins.has(origin)),
    credentials: true,
  }),
);

const edge = new Hono();
// ruleid: node.cors.reflected-origin-with-credentials
edge.use('/v1/*', honoCors({ origin: (origin) => origin, credentials: true }));
// ok: node.cors.reflected-origin-with-credentials
edge.use('/v2/*', honoCors({ origin: ['https://app.acme-example.com'], credentials: true }));

export { app, edge };
