const crypto = require('crypto');

function sign(data, key) {
  return crypto.createHmac('sha256', key).update(JSON.stringify(data)).digest('base64url');
}

exports.generateSignedToken = (data, key) => sign(data, key);
exports.checkSignedToken = (token, data, key) =>
  crypto.timingSafeEqual(Buffer.from(token), Buffer.from(sign(data, key)));
