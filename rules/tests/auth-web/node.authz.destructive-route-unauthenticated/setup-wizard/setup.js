// the first-run installer: its own server, started only while the wiki has no configuration
const express = require('express');

module.exports = (models) => {
  const app = express();
  app.use(express.json());

  // ok: node.authz.destructive-route-unauthenticated
  app.post('/finalize', async (req, res) => {
    await models.navigation.query().truncate();
    await models.users.query().insert({ email: req.body.adminEmail, name: 'Administrator' });
    res.json({ ok: true });
  });

  app.listen(3000);
};
