const crypto = require('crypto');

// Stored secrets: 'legacy' values were written by versions before 2.0 with createCipher;
// every value written now is 'v2' (scrypt key, random IV, AES-256-GCM).
async function decrypt(stored, secret) {
  const record = JSON.parse(stored);
  switch (record.format) {
    case 'legacy': {
      // ok: node.crypto.create-cipher-no-iv
      const decipher = crypto.createDecipher(record.cipher, secret);
      return Buffer.concat([decipher.update(Buffer.from(record.data, 'base64')), decipher.final()]).toString('utf8');
    }
    case 'v2': {
      const key = crypto.scryptSync(secret, Buffer.from(record.salt, 'base64'), 32);
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(record.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(record.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(record.data, 'base64')), decipher.final()]).toString('utf8');
    }
    default:
      throw new Error(`unknown format ${record.format}`);
  }
}

async function encrypt(cleartext, secret) {
  const salt = crypto.randomBytes(16);
  const iv = crypto.randomBytes(12);
  const key = crypto.scryptSync(secret, salt, 32);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(cleartext, 'utf8'), cipher.final()]);
  return JSON.stringify({
    format: 'v2',
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  });
}

module.exports = { decrypt, encrypt };
