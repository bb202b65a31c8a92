const crypto = require('crypto');

const KEY = Buffer.from(process.env.ENCRYPTION_KEY, 'hex');
const IV = Buffer.from('a1b2c3d4e5f6a7b8');

function encryptEmail(email) {
  // ruleid: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-128-cbc', KEY, IV);
  return cipher.update(email, 'utf8', 'hex') + cipher.final('hex');
}

function encryptNote(text) {
  // ruleid: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, Buffer.alloc(12, 0));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

function encryptNoteSafe(text) {
  const iv = crypto.randomBytes(12);
  // ok: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

function encryptEmailSafe(email) {
  // ok: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-cbc', KEY, crypto.randomBytes(16));
  return cipher.update(email, 'utf8', 'hex') + cipher.final('hex');
}

module.exports = { encryptEmail, encryptNote, encryptNoteSafe, encryptEmailSafe };
