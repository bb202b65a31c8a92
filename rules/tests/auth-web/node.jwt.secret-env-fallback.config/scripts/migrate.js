// Migrations only: the env validation requires a JWT secret, which migrations never use.
if (!process.env.JWT_SECRET) {
  // ok: node.jwt.secret-env-fallback
  process.env.JWT_SECRET = 'securekey';
}

const knex = require('knex')({ client: 'sqlite3', connection: { filename: process.env.DB_FILE } });

module.exports = knex.migrate.latest();
