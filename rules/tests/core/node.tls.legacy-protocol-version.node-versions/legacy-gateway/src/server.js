const https = require('https');

// Node 16 still bundles OpenSSL 1.1.1, which negotiates TLS 1.0 when asked
function start(app, key, cert) {
    // ruleid: node.tls.legacy-protocol-version
    return https.createServer({ key, cert, minVersion: 'TLSv1' }, app).listen(8443);
}

module.exports = { start };
