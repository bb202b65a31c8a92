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

module.exports = { invoicesForCustomer, invoicesForCustomerSafe, deleteDraft, deleteDraftSafe, describeSelection };
