import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import Database from 'better-sqlite3';

const db = new Database('app.db');

// a typed handler of a plain node:http server, the request under another name
export const server = createServer((incoming: IncomingMessage, reply: ServerResponse) => {
  let raw = '';
  incoming.on('data', (chunk: Buffer) => {
    raw += chunk.toString('utf8');
  });
  incoming.on('end', () => {
    const { name } = JSON.parse(raw) as { name: string };
    // ruleid: js.sql.sql-string-built
    db.exec(`INSERT INTO tags (name) VALUES ('${name}')`);
    reply.end();
  });
});

export const safeServer = createServer((incoming: IncomingMessage, reply: ServerResponse) => {
  const page = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('page');
  const limit = 20;
  // ok: js.sql.sql-string-built
  const rows = db.prepare(`SELECT * FROM tags LIMIT ${limit} OFFSET ?`).all(Number(page) * limit);
  reply.end(JSON.stringify(rows));
});

export const search = createServer((incoming: IncomingMessage, reply: ServerResponse) => {
  const term = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('q');
  // ruleid: js.sql.sql-string-built
  const rows = db.prepare(`SELECT * FROM tags WHERE name LIKE '%${term}%'`).all();
  reply.end(JSON.stringify(rows));
});
