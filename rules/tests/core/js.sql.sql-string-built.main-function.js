// An app whose routes are registered inside an async `main` (after the tables are made): each
// handler is its own weakness, reported at its first tainted SQL text; a statement built by a
// function called in place (`(() => { ... })()`) is its handler's statement, one weakness with it.
const { Client } = require('pg');
const express = require('express');

const client = new Client({ connectionString: process.env.DATABASE_URL });

const main = async () => {
  await client.connect();
  await client.query('create table if not exists users (id serial primary key, name text, email text)');

  const app = express();
  app.use(express.json());

  app.patch('/user/:id', async (req, res) => {
    const { id } = req.params;
    const query = (() => {
      let q = 'UPDATE users SET ';
      for (const [key, value] of Object.entries(req.body)) {
        // ruleid: js.sql.sql-string-built
        q += `${key} = '${value}', `;
      }
      q = q.substring(0, q.length - 2);
      // ok: js.sql.sql-string-built
      q += ` WHERE id = ${id}`;
      // ok: js.sql.sql-string-built
      q += ` AND id = ${id}`;
      return q;
    })();
    await client.query(query);
    res.end('ok');
  });

  app.get('/user/:id', async (req, res) => {
    try {
      // ruleid: js.sql.sql-string-built
      const user = await client.query(`select *
                                       from users
                                       where id = ${req.params.id}`);
      res.send(user.rows[0]);
    } catch (e) {
      res.status(500).send('error');
    }
  });

  app.get('/users/:id/email', async (req, res) => {
    // ok: js.sql.sql-string-built
    const { rows } = await client.query('select email from users where id = $1', [req.params.id]);
    res.json(rows[0]);
  });

  app.listen(8081);
};

main().catch(console.error);
