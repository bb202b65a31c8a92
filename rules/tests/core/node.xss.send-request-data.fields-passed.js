const express = require('express');

const router = express.Router();
const plugins = new Map();

// the plugin object is handed on after one of its fields took request data: the handler
// renders what the plugin's own module returns, not that field
function mountPluginRoutes(plugin) {
  router.get(`/plugins/${plugin.id}/status`, (req, res) => {
    const output = plugin.module.renderStatus();
    // ok: node.xss.send-request-data
    res.send(output);
  });
}

// here the tainted field itself is what the handler sends
function mountTitle(plugin) {
  router.get(`/plugins/${plugin.id}/title`, (req, res) => {
    const title = `<h1>${plugin.title}</h1>`;
    // ruleid: node.xss.send-request-data
    res.send(title);
  });
}

// the whole object goes out: its tainted field with it
function mountDump(plugin) {
  router.get(`/plugins/${plugin.id}/dump`, (req, res) => {
    const dump = describe(plugin);
    // ruleid: node.xss.send-request-data
    res.send(dump);
  });
}

function describe(value) {
  return `<pre>${JSON.stringify(value)}</pre>`;
}

router.post('/plugins/:id/config', (req, res) => {
  const plugin = plugins.get(req.params.id);
  plugin.enableDebug = req.body.enableDebug;
  plugin.title = req.body.title;
  mountPluginRoutes(plugin);
  mountTitle(plugin);
  mountDump(plugin);
  res.sendStatus(204);
});

module.exports = router;
