const { VM, NodeVM } = require('vm2');
const express = require('express');

const router = express.Router();

router.post('/rules/preview', (req, res) => {
  const vm = new VM({ timeout: 500, sandbox: { order: req.body.order } });
  // ruleid: node.injection.sandbox-library
  const result = vm.run(req.body.expression);
  res.json({ result });
});

router.post('/plugins/run', (req, res) => {
  const sandbox = new NodeVM({ console: 'off', require: false });
  // ruleid: node.injection.sandbox-library
  const plugin = sandbox.run(`module.exports = ${req.body.source}`, 'plugin.js');
  res.json({ name: plugin.name });
});

router.get('/rules/default', (req, res) => {
  // ok: node.injection.sandbox-library
  const result = new VM({ timeout: 500 }).run('Math.max(1, 2)');
  res.json({ result });
});

router.get('/jobs/:id', async (req, res) => {
  const job = await jobs.get(req.params.id);
  // ok: node.injection.sandbox-library
  const summary = job.run(req.params.id);
  res.json(summary);
});

module.exports = router;
