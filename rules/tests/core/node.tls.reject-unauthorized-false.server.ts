import { readFileSync } from 'fs';
import { createServer as createHttpsServer } from 'https';
import tls from 'tls';
import express from 'express';
import { Client } from 'pg';

const app = express();
const key = readFileSync(process.env.SSL_KEY ?? 'key.pem');
const cert = readFileSync(process.env.SSL_CERTIFICATE ?? 'cert.pem');

// a server that asks for no client certificate: the option has nothing to check
export const web = createHttpsServer(
  {
    key,
    cert,
    // ok: node.tls.reject-unauthorized-false
    rejectUnauthorized: false,
  },
  app,
);

// mutual TLS: the server asks for a client certificate and then accepts any
export const relay = tls.createServer({
  key,
  cert,
  requestCert: true,
  // ruleid: node.tls.reject-unauthorized-false
  rejectUnauthorized: false,
});

// a client's option checks the server it connects to
export const db = new Client({
  connectionString: process.env.DATABASE_URL,
  // ruleid: node.tls.reject-unauthorized-false
  ssl: { rejectUnauthorized: false },
});
