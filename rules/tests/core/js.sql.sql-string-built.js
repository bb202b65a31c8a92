const express = require('express');
const db = require('../db');

// The helpers below build SQL text; the routes at the end hand them request data (the value's
// source is shown through the call), or the code's own values only.

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

// Values escaped or quoted by the driver before they reach the SQL text
const { escapeIdentifier, escapeLiteral } = require('pg');
const mysql = require('mysql2');

function archiveTableStatement(tableName, reason) {
  // ok: js.sql.sql-string-built
  const sql = `UPDATE ${escapeIdentifier(tableName)} SET archived_reason = ${escapeLiteral(reason)} WHERE archived_at IS NULL`;
  return sql;
}

function userByEmail(email) {
  // ok: js.sql.sql-string-built
  const query = 'SELECT id, name FROM users WHERE email = ' + mysql.escape(email);
  return db.query(query);
}

function exportTable(tableName, columns) {
  const quotedTable = escapeIdentifier(tableName);
  const columnList = columns.map((c) => escapeIdentifier(c)).join(', ');
  // ok: js.sql.sql-string-built
  const sql = `SELECT ${columnList} FROM ${quotedTable} ORDER BY id`;
  return db.query(sql);
}

// Composition of fragments built elsewhere: the module exports these helpers and nothing here shows
// what they are given, so each is a review item (info, needs_review)
function paginatedOrders(whereClause, params) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT id, total FROM orders WHERE ${whereClause} ORDER BY created_at DESC`;
  return db.query(sql, params);
}

function countOf(baseQuery, params) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT COUNT(*) AS n FROM (${baseQuery}) AS sub WHERE 1 = 1`;
  return db.query(sql, params);
}

function appendWindow(sql, fn) {
  // ruleid: js.sql.sql-string-built
  sql += fn.name + '() OVER (';
  return sql;
}

// A choice between two literals
function tasksSorted(ascending) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT id, title FROM tasks WHERE done = false ORDER BY created_at ${ascending ? 'ASC' : 'DESC'}`;
  return db.query(sql);
}

function adjustBalance(accountId, amount, isCredit) {
  // ok: js.sql.sql-string-built
  const sql = `UPDATE accounts SET balance = balance ${isCredit ? '+' : '-'} $1 WHERE id = $2`;
  return db.query(sql, [amount, accountId]);
}

// Still unsafe: ids joined straight into the statement
function ordersByIds(ids) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM orders WHERE id IN (${ids.join(',')})`;
  return db.query(sql);
}

function legacySearch(filters) {
  let query = 'SELECT * FROM products WHERE 1 = 1';
  // ruleid: js.sql.sql-string-built
  query += ' AND category = ' + filters.category;
  return db.query(query);
}

module.exports.more = { archiveTableStatement, userByEmail, exportTable, paginatedOrders, countOf, appendWindow, tasksSorted, adjustBalance, ordersByIds, legacySearch };

// A helper exported for other modules and called by none here: whether request data reaches it
// is not shown: reported for review (info, needs_review), not as a shown flow
function archivedBefore(cutoff) {
  // ruleid: js.sql.sql-string-built
  return db.query(`SELECT id FROM orders WHERE archived_at < '${cutoff}'`);
}

const router = express.Router();

router.get('/customers/:id/invoices', async (req, res) => {
  res.json(await invoicesForCustomer(req.params.id, req.query.sort));
});
router.get('/customers/:id/invoices/safe', async (req, res) => {
  res.json(await invoicesForCustomerSafe(req.params.id));
});
router.delete('/drafts/:id', async (req, res) => {
  await deleteDraft(req.params.id);
  res.sendStatus(204);
});
router.get('/customers/:id', async (req, res) => {
  res.json(await db.query(customerQuery(req.params.id)));
});
router.get('/products', async (req, res) => {
  res.json(await db.query(buildSearch(req.query)));
});
router.get('/tables/:table/count', async (req, res) => {
  res.json(await db.query(countFor(req.params.table)));
});
router.post('/orders/by-ids', async (req, res) => {
  res.json(await ordersByIds(req.body.ids));
});
router.get('/legacy/products', async (req, res) => {
  res.json(await legacySearch(req.query));
});
router.get('/tasks', async (req, res) => {
  res.json(await tasksSorted(req.query.order === 'asc'));
});

module.exports.router = router;
module.exports.archivedBefore = archivedBefore;

// one placeholder per id, the ids bound; and identifiers quoted one by one
router.post('/orders/lookup', async (req, res) => {
  const ids = req.body.ids;
  // ok: js.sql.sql-string-built
  const sql = `SELECT * FROM orders WHERE id IN (${ids.map(() => '?').join(', ')})`;
  res.json(await db.query(sql, ids));
});
router.get('/export/:table', async (req, res) => {
  res.json(await exportTable(req.params.table, String(req.query.columns).split(',')));
});

// JavaScript checks no types: a number default is only what a caller that passes nothing gets (the
// value model keeps it text; a JavaScript default parameter, an assignment_pattern, is no source yet)
exports.recentOrders = async (limit = 10) => {
  // todoruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM orders ORDER BY created_at DESC LIMIT ${limit}`;
  return db.query(sql);
};
