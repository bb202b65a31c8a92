// An API login whose service error is sent to the client as it is.
const bcrypt = require('bcrypt');
const { ApiClients } = require('../db');

async function verifyClient(login, secret) {
  const client = await ApiClients.byLogin(login);
  if (!client) {
    // ruleid: node.auth.login-user-enumeration
    throw new Error(`Account ${login} does not exist`);
  }
  if (!(await bcrypt.compare(secret, client.secretHash))) {
    throw new Error('Invalid password');
  }
  return client;
}

async function issueApiToken(req, res) {
  try {
    const client = await verifyClient(req.body.login, req.body.secret);
    return res.json({ token: signToken(client) });
  } catch (err) {
    return res.status(401).json({ error: err.message });
  }
}

module.exports = { issueApiToken };
