// A Sequelize/Umzug migration: the runner calls up/down with the query interface at start-up,
// never with a request's data. The table names it interpolates come from the schema.
const TABLES = ['shares', 'shareSessions'];

async function rebuildTable(queryInterface, tableName) {
  const quoted = queryInterface.quoteIdentifier(tableName);
  const backup = queryInterface.quoteIdentifier(`${tableName}_backup`);
  const columns = Object.keys(await queryInterface.describeTable(tableName)).join(', ');
  // ok: js.sql.sql-string-built
  await queryInterface.sequelize.query(`INSERT INTO ${backup} SELECT ${columns} FROM ${quoted};`);
}

async function up({ context: { queryInterface, logger } }) {
  logger.info('[2.4.0 migration] rebuilding share tables');
  for (const table of TABLES) {
    await rebuildTable(queryInterface, table);
  }
}

async function down({ context: { queryInterface } }) {
  for (const table of TABLES) {
    // ok: js.sql.sql-string-built
    await queryInterface.sequelize.query(`DROP TABLE IF EXISTS ${table}_backup;`);
  }
}

module.exports = { up, down };
