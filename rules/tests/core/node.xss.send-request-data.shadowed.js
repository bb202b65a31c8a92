const express = require('express');
const chartController = require('../controllers/ChartController');

const app = express.Router();

// the callback's `chart` is the controller's result (an object sent as JSON), not the request's body
app.post('/project/:id/chart/preview', (req, res) => {
  let chart = req.body;
  if (chart.chart) chart = chart.chart;
  return chartController.previewChart(chart, req.params.id, req.user)
    .then((chart) => {
      // ok: node.xss.send-request-data
      return res.status(200).send(chart);
    })
    .catch((error) => res.status(400).send({ error: error.message }));
});

// a callback that takes no such parameter still reads the handler's variable
app.post('/project/:id/chart/title', (req, res) => {
  const { title } = req.body;
  return chartController.rename(req.params.id, title)
    .then(() => {
      // ruleid: node.xss.send-request-data
      return res.status(200).send(`<h2>Renamed to ${title}</h2>`);
    });
});

app.get('/tags', (req, res) => {
  const tag = req.query.tag;
  chartController.findTags(tag, (err, tags) => {
    // ruleid: node.xss.send-request-data
    res.send(`<p>${tags.length} charts tagged ${tag}</p>`);
  });
});

module.exports = app;
