const express = require('express');
const path = require('path');

module.exports = () => {
  // the first-run wizard: no session, no cookie, nobody is signed in yet
  // ok: node.csrf.app-without-csrf-defence
  const app = express();
  app.use(express.json());
  app.use('/assets', express.static(path.join(__dirname, '../assets')));
  app.post('/finalize', async (req, res) => {
    await writeConfig(req.body);
    res.json({ ok: true });
  });
  app.listen(process.env.PORT || 3000);
};
