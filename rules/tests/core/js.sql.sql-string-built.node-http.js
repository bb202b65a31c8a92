// A plain node:http server: no framework parses the request, the handler reads the URL and
// collects the body from the request stream itself.
const http = require('http');
const https = require('https');
const url = require('url');
const querystring = require('querystring');
const sqlite3 = require('sqlite3').verbose();

const db = new sqlite3.Database(process.env.DB_PATH || 'poems.db');

// the body read from `data` events and parsed as a form
const poems = http.createServer((request, response) => {
  if (request.method !== 'POST') return response.end();
  let body = '';
  request.on('data', (data) => {
    body += data;
  });
  request.on('end', () => {
    const form = querystring.parse(body);
    // ruleid: js.sql.sql-string-built
    db.exec(`INSERT INTO poems (title) VALUES ("${form.title}");`, () => response.end());
  });
});

// the same body bound as a parameter
const safePoems = http.createServer((request, response) => {
  let body = '';
  request.on('data', (data) => {
    body += data;
  });
  request.on('end', () => {
    const form = querystring.parse(body);
    // ok: js.sql.sql-string-built
    db.run(`INSERT INTO poems (title) VALUES (?)`, [form.title], () => response.end());
  });
});

// a JSON body gathered with `for await`, under other parameter names
const notes = http.createServer(async (incoming, outgoing) => {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const note = JSON.parse(Buffer.concat(chunks).toString());
  // ruleid: js.sql.sql-string-built
  db.run(`DELETE FROM notes WHERE owner = '${note.owner}'`, () => outgoing.end());
});

// the query string of the request's URL, whatever the handler names its request
const search = http.createServer((incoming, outgoing) => {
  const { q } = url.parse(incoming.url, true).query;
  // ruleid: js.sql.sql-string-built
  db.all(`SELECT * FROM poems WHERE title LIKE '%${q}%'`, (err, rows) => outgoing.end(JSON.stringify(rows)));
});

const lookup = http.createServer((req, res) => {
  const id = Number(new URL(req.url, 'http://localhost').searchParams.get('id'));
  // ok: js.sql.sql-string-built
  db.get(`SELECT * FROM poems WHERE id = ${id}`, (err, row) => res.end(JSON.stringify(row)));
});

// the `data` events of a response this server fetched from another service are not the client's request
const mirror = http.createServer((req, res) => {
  https.get('https://poems.example.org/latest', (upstream) => {
    let text = '';
    upstream.on('data', (part) => {
      text += part;
    });
    upstream.on('end', () => {
      const latest = JSON.parse(text);
      // ok: js.sql.sql-string-built
      db.run(`UPDATE feed SET title = '${latest.title}' WHERE id = 1`, () => res.end());
    });
  });
});

for (const [server, port] of [[poems, 3000], [safePoems, 3001], [notes, 3002], [search, 3003], [lookup, 3004], [mirror, 3005]]) {
  server.listen(port);
}
