const express = require('express');
const { ParseServer } = require('parse-server');

const config = {
  databaseURI: process.env.MONGODB_URI,
  appId: process.env.APP_ID,
  masterKey: process.env.MASTER_KEY,
  // ruleid: config.parse.master-key-ips-any
  masterKeyIps: ['0.0.0.0/0', '::/0'],
  serverURL: process.env.SERVER_URL,
};

const dashboardOnly = {
  ...config,
  // ok: config.parse.master-key-ips-any
  masterKeyIps: ['127.0.0.1', '::1', '10.0.0.0/8'],
};
// masterKeyIps: ['0.0.0.0/0'] was the old setting
// ok: config.parse.master-key-ips-any
const note = 'set masterKeyIps to the dashboard host';

const app = express();
const api = new ParseServer(process.env.NODE_ENV === 'production' ? dashboardOnly : config);
app.use('/parse', api.app);
app.listen(1337);
