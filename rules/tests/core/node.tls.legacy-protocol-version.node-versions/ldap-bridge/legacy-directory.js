'use strict';

const tls = require('tls');

// the old directory server only speaks TLS 1.0, so the security level is lowered to let it through
function connectDirectory(host) {
    return tls.connect({
        host,
        port: 636,
        ciphers: 'DEFAULT:@SECLEVEL=0',
        // ruleid: node.tls.legacy-protocol-version
        minVersion: 'TLSv1'
    });
}

module.exports = { connectDirectory };
