// An authentication middleware (not a route handler): the Authorization header's parts are joined
// into the SELECT by `+`, its SQL parts written as template literals with no substitution of their own.
const { pool } = require('../db');

module.exports = (req, res, next) => {
  const header = req.headers.authorization;
  if (!header) return res.status(401).end();
  const [user, secret] = header.split(' ')[1].split(':');
  pool.query(
    // ruleid: js.sql.sql-string-built
    `SELECT id FROM accounts WHERE login='` + user + `' AND api_key='` + secret + `'`,
    (err, rows) => (err || rows.length === 0 ? res.status(403).end() : next()),
  );
};

// the same lookup with the parts bound
function checkKey(req, res, next) {
  const [user, secret] = String(req.get('authorization')).split(':');
  pool.query(
    // ok: js.sql.sql-string-built
    `SELECT id FROM accounts WHERE login = ? AND ` + `api_key = ?`,
    [user, secret],
    (err, rows) => (err || rows.length === 0 ? res.status(403).end() : next()),
  );
}

// template parts joined to the code's own constant
const TABLE = 'accounts';
function listAccounts(req, res) {
  // ok: js.sql.sql-string-built
  pool.query(`SELECT id FROM ` + TABLE + ` ORDER BY id`, (err, rows) => res.json(rows));
}

// keywords in mixed case, as hand-written SQL often has them
function findUser(req, res) {
  const name = req.query.name;
  // ruleid: js.sql.sql-string-built
  pool.query("SELECT * from users where username='" + name + "'", (err, rows) => res.json(rows));
}

// an English sentence, not SQL
function pickFile(req, res) {
  // ok: js.sql.sql-string-built
  res.send('Select a file from the list: ' + encodeURIComponent(req.query.folder) + ' where you saved it');
}

module.exports.checkKey = checkKey;
module.exports.listAccounts = listAccounts;
module.exports.findUser = findUser;
module.exports.pickFile = pickFile;
