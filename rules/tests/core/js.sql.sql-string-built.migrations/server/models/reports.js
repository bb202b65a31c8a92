// A model module beside the migrations: it exports no up/down pair, and its exported functions are
// called from route handlers, so the SQL built from their parameters stays a review item.
const { sequelize } = require('../database');

async function up(reportId) {
  // ruleid: js.sql.sql-string-built
  return sequelize.query(`UPDATE reports SET votes = votes + 1 WHERE id = '${reportId}'`);
}

async function byOwner(ownerId) {
  // ruleid: js.sql.sql-string-built
  return sequelize.query(`SELECT * FROM reports WHERE ownerId = '${ownerId}'`);
}

module.exports = { up, byOwner };
