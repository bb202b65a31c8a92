// Sort keys looked up in a map the code wrote, some of them built from a constant object's values
const express = require('express');
const { pool } = require('./db');

const VISIT_TYPES = Object.freeze({ ADMISSION: 'admission', CLINIC: 'clinic', TRIAGE: 'triage' });
const VISIT_TYPE_LABELS = {
  [VISIT_TYPES.ADMISSION]: 'Hospital admission',
  [VISIT_TYPES.CLINIC]: 'Clinic',
  [VISIT_TYPES.TRIAGE]: 'Triage',
};
const VISIT_TYPE_VALUES = Object.values(VISIT_TYPES);

const router = express.Router();

router.get('/patients/:id/visits', async (req, res) => {
  const { orderBy } = req.query;
  const SORT_KEYS = {
    startDate: 'start_date',
    visitType: `CASE ${VISIT_TYPE_VALUES.map((type) => `WHEN visit_type = '${type}' THEN '${VISIT_TYPE_LABELS[type]}'`).join(' ')} END`,
  };
  if (!orderBy) return res.status(400).json({ error: 'orderBy is required' });
  const sortKey = orderBy && SORT_KEYS[orderBy];
  // ok: js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM visits WHERE patient_id = $1 ORDER BY ${sortKey}`, [req.params.id]);
  res.json(rows);
});

// `a && b` is `a` only when `a` is falsy (no one's data), else `b`: here a key's constant
router.get('/patients/:id/admissions', async (req, res) => {
  const { orderBy, order = 'asc' } = req.query;
  const SORT_KEYS = { startDate: 'start_date', endDate: 'end_date' };
  const sortKey = orderBy && SORT_KEYS[orderBy];
  const direction = order.toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  // ok: js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM admissions WHERE patient_id = $1 ${sortKey ? `ORDER BY ${sortKey} ${direction}` : ''}`, [req.params.id]);
  // the right operand is the client's text itself
  const column = orderBy && orderBy.trim();
  // ruleid: js.sql.sql-string-built
  const { rows: again } = await pool.query(`SELECT * FROM admissions ORDER BY ${column}`);
  res.json({ rows, again });
});

router.get('/patients/:id/visits/by-label', async (req, res) => {
  const labels = Object.values({ ...VISIT_TYPE_LABELS, custom: req.query.label });
  // ruleid: js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM visits WHERE label IN ('${labels.join("','")}')`);
  res.json(rows);
});

module.exports = router;
