const express = require('express');
const { monthList } = require('../lib/months');

const router = express.Router();

router.get('/holidays/:year', (req, res) => {
  const { year } = req.params;
  const yearNum = Number.parseInt(year, 10);
  if (Number.isNaN(yearNum)) {
    return res.status(404).send('Not found');
  }
  const isHebrewYear = yearNum >= 3761 || year.includes('-');
  res.render('holidays', {
    title: `Holidays ${year}`,
    months: monthList(isHebrewYear, yearNum),
    hebrew: isHebrewYear,
    banner: req.query.banner,
  });
});

module.exports = router;
