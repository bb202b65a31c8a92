const express = require('express');
const db = require('../db');
const { prisma } = require('../prisma');

const router = express.Router();

// the project's pg helper: `db.queryUnsafe(text)` runs a statement with no parameters
router.get('/reports', async (req, res) => {
  let sql = "SELECT id, title, created_at FROM reports WHERE archived = false";
  if (req.query.since) {
    sql += " AND created_at >= '" + req.query.since + "'";
  }
  try {
    const result = await db.queryUnsafe(sql);
    res.json({ reports: result.rows });
  } catch (err) {
    // ruleid: node.error.database-error-in-response
    res.status(500).json({ error: err.message });
  }
});

router.get('/reports/by-author', async (req, res) => {
  try {
    const rows = await prisma.$queryRawUnsafe(`SELECT id, title FROM "Report" WHERE author = '${req.query.author}'`);
    res.json(rows);
  } catch (error) {
    // ruleid: node.error.database-error-in-response
    res.status(500).send(String(error));
  }
});

router.get('/reports/:id', async (req, res) => {
  try {
    const result = await db.queryUnsafe("SELECT id, title, body FROM reports WHERE id = " + Number(req.params.id));
    res.json(result.rows[0] ?? null);
  } catch (err) {
    console.error('report lookup failed', err);
    // ok: node.error.database-error-in-response
    res.status(500).json({ error: 'Could not load the report' });
  }
});

router.get('/reports/:id/export', async (req, res) => {
  try {
    const file = await exportReport(req.params.id);
    res.download(file);
  } catch (err) {
    // ok: node.error.database-error-in-response
    res.status(500).json({ error: err.message }); // the export's own error: no SQL runs in this try
  }
});

module.exports = router;
