const crypto = require('crypto');

// a demo key kept in the module
const LEGACY_KEY = Buffer.from('6b3379735f6172655f6e6f745f636f6465', 'hex');

function encryptNote(text) {
  const key = Buffer.from('1234567890123456');
  const iv = crypto.randomBytes(16);
  // ruleid: node.crypto.hardcoded-key
  const cipher = crypto.createCipheriv('aes-128-cbc', key, iv);
  return iv.toString('hex') + cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
}

function decryptLegacy(data, iv) {
  // ruleid: node.crypto.hardcoded-key
  const decipher = crypto.createDecipheriv('aes-128-cbc', LEGACY_KEY, iv);
  return decipher.update(data, 'hex', 'utf8') + decipher.final('utf8');
}

function decryptToken(token, iv) {
  // ruleid: node.crypto.hardcoded-key
  const decipher = crypto.createDecipheriv('aes-256-cbc', 'Xq3v9LmT2pR8sW6yZ1bN4cD7fG0hJ5kQ', iv);
  return decipher.update(token, 'base64', 'utf8') + decipher.final('utf8');
}

function encryptRecord(text) {
  const key = Buffer.from(process.env.RECORD_KEY, 'base64');
  const iv = crypto.randomBytes(12);
  // ok: node.crypto.hardcoded-key
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

function encryptWithPassword(text, password, salt) {
  const key = crypto.scryptSync(password, salt, 32);
  const iv = crypto.randomBytes(12);
  // ok: node.crypto.hardcoded-key
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

module.exports = { encryptNote, decryptLegacy, decryptToken, encryptRecord, encryptWithPassword };
