const { pool } = require('../config/database');

async function byToken(token) {
  // ruleid: js.sql.sql-string-built
  const { rows } = await pool.query("SELECT * FROM sessions WHERE token = '" + token + "'");
  return rows[0];
}

async function byUser(userId) {
  // ok: js.sql.sql-string-built
  const { rows } = await pool.query('SELECT * FROM sessions WHERE user_id = $1', [userId]);
  return rows;
}

module.exports = { byToken, byUser };
