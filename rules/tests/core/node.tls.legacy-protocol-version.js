const https = require('https');
const fs = require('fs');
const app = require('./app');

const key = fs.readFileSync('/etc/ssl/private/server.key');
const cert = fs.readFileSync('/etc/ssl/certs/server.crt');

// ruleid: node.tls.legacy-protocol-version
const legacyServer = https.createServer({ key, cert, minVersion: 'TLSv1' }, app);

// ok: node.tls.legacy-protocol-version
const server = https.createServer({ key, cert, minVersion: 'TLSv1.2' }, app);

// ruleid: node.tls.legacy-protocol-version
const oldAgent = new https.Agent({ secureProtocol: 'TLSv1_method' });

// ok: node.tls.legacy-protocol-version
const agent = new https.Agent({ minVersion: 'TLSv1.3', keepAlive: true });

module.exports = { legacyServer, server, oldAgent, agent };
