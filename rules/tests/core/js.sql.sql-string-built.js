const db = require('../db');

const INVOICES = 'invoices';

async function invoicesForCustomer(customerId, sortColumn) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT id, total, issued_at FROM invoices WHERE customer_id = ${customerId} ORDER BY ${sortColumn}`;
  return db.query(sql);
}

async function invoicesForCustomerSafe(customerId) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT id, total, issued_at FROM ${INVOICES} WHERE customer_id = $1 ORDER BY issued_at`;
  return db.query(sql, [customerId]);
}

async function deleteDraft(draftId) {
  let statement;
  // ruleid: js.sql.sql-string-built
  statement = 'DELETE FROM drafts WHERE id = ' + draftId;
  return db.query(statement);
}

async function deleteDraftSafe(draftId) {
  // ok: js.sql.sql-string-built
  const statement = 'DELETE FROM drafts WHERE id = $1';
  return db.query(statement, [draftId]);
}

function describeSelection(count) {
  // ok: js.sql.sql-string-built
  const label = `Select ${count} items from the list`;
  return label;
}

function customerQuery(customerId) {
  // ruleid: js.sql.sql-string-built
  return { text: `SELECT * FROM customers WHERE id = '${customerId}'`, rowMode: 'array' };
}

function customerQuerySafe(customerId) {
  // ok: js.sql.sql-string-built
  return { text: 'SELECT * FROM customers WHERE id = $1', values: [customerId] };
}

function buildSearch(filters) {
  let sql = 'SELECT * FROM products WHERE 1 = 1';
  if (filters.name) {
    // ruleid: js.sql.sql-string-built
    sql += " AND name = '" + filters.name + "'";
  }
  return sql;
}

function buildSearchSafe(filters) {
  let sql = 'SELECT * FROM products WHERE 1 = 1';
  const params = [];
  if (filters.name) {
    params.push(filters.name);
    // ok: js.sql.sql-string-built
    sql += ` AND name = $${params.length}`;
  }
  return { sql, params };
}

const countFor = (table) =>
  // ruleid: js.sql.sql-string-built
  `SELECT COUNT(*) FROM ${table} WHERE deleted_at IS NULL`;

module.exports = {
  customerQuery,
  customerQuerySafe,
  buildSearch,
  buildSearchSafe,
  countFor, invoicesForCustomer, invoicesForCustomerSafe, deleteDraft, deleteDraftSafe, describeSelection };
