const crypto = require('crypto');

const SECRET = process.env.APP_SECRET;

function encryptLegacy(text) {
  // ruleid: node.crypto.create-cipher-no-iv
  const cipher = crypto.createCipher('aes-256-cbc', SECRET);
  return cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
}

function decryptLegacy(hex) {
  // ruleid: node.crypto.create-cipher-no-iv
  const decipher = crypto.createDecipher('aes-256-cbc', SECRET);
  return decipher.update(hex, 'hex', 'utf8') + decipher.final('utf8');
}

function encrypt(text, key) {
  const iv = crypto.randomBytes(12);
  // ok: node.crypto.create-cipher-no-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

function decrypt(payload, key) {
  const raw = Buffer.from(payload, 'base64');
  // ok: node.crypto.create-cipher-no-iv
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

module.exports = { encryptLegacy, decryptLegacy, encrypt, decrypt };
