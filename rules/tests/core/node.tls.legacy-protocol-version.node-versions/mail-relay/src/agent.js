const https = require('https');

// the image runs Node 22 (OpenSSL 3), which refuses a TLS 1.0 handshake at the default level
// ok: node.tls.legacy-protocol-version
const agent = new https.Agent({ keepAlive: true, secureProtocol: 'TLSv1_method' });

module.exports = { agent };
