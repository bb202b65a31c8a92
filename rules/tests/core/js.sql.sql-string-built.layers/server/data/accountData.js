// The data layer: each function builds its SQL from what its callers pass. The routes reach it
// through the service (two files away) or directly (one file away); what decides is the value
// the route hands on, not this file.
const db = require('../config/database').pool;

exports.findByEmail = async email => {
  // ruleid: js.sql.sql-string-built
  return db.query(`SELECT * FROM accounts WHERE email = '${email}'`);
};

exports.removeById = async function (id) {
  // ruleid: js.sql.sql-string-built
  await db.query('DELETE FROM accounts WHERE id = ' + id);
};

exports.findByName = async name => {
  // ok: js.sql.sql-string-built
  return db.query('SELECT * FROM accounts WHERE name = $1', [name]);
};

// only ever given a constant (the route's 'admin', through the service): no flow reaches it. The
// exported parameter is still a review item (info) in an extended scan: the callers model
// (values/callers.py) does not follow CommonJS exports to their importers yet.
exports.countByKind = async kind => {
  // todook: js.sql.sql-string-built
  return db.query(`SELECT count(*) FROM accounts WHERE kind = '${kind}'`);
};
