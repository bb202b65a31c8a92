const argon2 = require('argon2');
const pool = require('../db/pool');

async function register(email, password) {
  const hash = await argon2.hash(password);
  await pool.execute('INSERT INTO accounts (email, password) VALUES (?, ?)', [email, hash]);
}

module.exports = { register };
