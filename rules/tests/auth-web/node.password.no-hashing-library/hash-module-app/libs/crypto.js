const crypto = require('crypto');

const getHash = function (data, algorithm) {
    return crypto.createHash(algorithm || 'sha256').update(data).digest('hex');
};

module.exports = { getHash };
