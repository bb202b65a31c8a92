const express = require('express');
const { requireUser } = require('./auth');

// the console's own sign-in (no auth package): a framed page acts as the signed-in user
// ruleid: node.headers.app-without-security-headers
const app = express();
app.use(express.json());
app.use(express.static('dist'));
app.post('/api/stacks/:name/deploy', requireUser, async (req, res) => res.json(await stacks.deploy(req.params.name)));
app.listen(5001);
