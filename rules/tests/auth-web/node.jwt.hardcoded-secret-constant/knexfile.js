// Migrations only: the env validation requires a JWT secret, which migrations never use.
if (!process.env.JWT_SECRET) {
  // ok: node.jwt.hardcoded-secret-constant
  process.env.JWT_SECRET = 'securekey';
}

const env = require('./server/env');

module.exports = {
  client: env.DB_CLIENT,
  connection: { filename: env.DB_FILENAME },
  migrations: { tableName: 'knex_migrations' },
};
