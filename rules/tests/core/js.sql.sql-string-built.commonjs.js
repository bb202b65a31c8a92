// A CommonJS model module: its functions are exported by name (directly, or through an object of
// the module's functions), so whether request data reaches them is not shown here; each SQL text
// built from their parameters is a review item (info, needs_review). A function the module keeps
// to itself, or one fed only the code's own values, is not.
const pgp = require('pg-promise')();
const config = require('../config');

const db = pgp(config.db.connectionString);

function getProduct(productId) {
  // ruleid: js.sql.sql-string-built
  const q = "SELECT * FROM products WHERE id = '" + productId + "';";
  return db.one(q);
}

function getProductSafe(productId) {
  // ok: js.sql.sql-string-built
  return db.one('SELECT * FROM products WHERE id = $1', [productId]);
}

const searchByName = (name) =>
  // ruleid: js.sql.sql-string-built
  db.any(`SELECT * FROM products WHERE name ILIKE '%${name}%'`);

// not exported: only the module's own callers, which pass constants
function countWhere(column) {
  // ok: js.sql.sql-string-built
  return db.one(`SELECT count(*) FROM products WHERE ${column} IS NOT NULL`);
}

function totals() {
  return [countWhere('price'), countWhere('stock')];
}

// one numbered placeholder per id, the ids bound: the map never reads an id
function getProducts(ids) {
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ');
  // ok: js.sql.sql-string-built
  return db.any(`SELECT * FROM products WHERE id IN (${placeholders})`, ids);
}

// ... and one that joins the ids themselves into the text
function getProductsUnsafe(ids) {
  const list = ids.map((id) => `'${id}'`).join(', ');
  // ruleid: js.sql.sql-string-built
  return db.any(`SELECT * FROM products WHERE id IN (${list})`);
}

const actions = {
  getProducts,
  getProductsUnsafe,
  get: getProduct,
  getSafe: getProductSafe,
  searchByName,
  totals,
};

module.exports = actions;
