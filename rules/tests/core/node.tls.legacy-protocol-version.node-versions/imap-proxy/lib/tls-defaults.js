'use strict';

const tls = require('tls');

// Node 20 bundles OpenSSL 3: its default security level refuses TLS 1.0/1.1 handshakes
const defaults = {
    honorCipherOrder: true,
    // ok: node.tls.legacy-protocol-version
    minVersion: 'TLSv1'
};

function createProxyServer(options, onSecure) {
    return tls.createServer({ ...defaults, ...options }, onSecure);
}

module.exports = { createProxyServer };
