import crypto from 'node:crypto';

// the planning export's encryption: a helper of the file's own that picks cipher or decipher
function createCipher(mode: 'decrypt'): crypto.Decipheriv;
function createCipher(mode: 'encrypt'): crypto.Cipheriv;
function createCipher(mode: 'decrypt' | 'encrypt') {
  const key = Buffer.from(process.env.PLANNING_KEY ?? '', 'hex');
  const iv = Buffer.from(process.env.PLANNING_IV ?? '', 'hex');
  return mode === 'encrypt' ? crypto.createCipheriv('aes-128-cbc', key, iv)
                            : crypto.createDecipheriv('aes-128-cbc', key, iv);
}

export function decryptPlanning(payload: string): string {
  // ok: node.crypto.create-cipher-no-iv
  const cipher = createCipher('decrypt');
  return cipher.update(payload, 'base64', 'utf8') + cipher.final('utf8');
}

export function encryptPlanning(plain: string): string {
  // ok: node.crypto.create-cipher-no-iv
  const cipher = createCipher('encrypt');
  return cipher.update(plain, 'utf8', 'base64') + cipher.final('base64');
}

export function encryptLegacyExport(plain: string): string {
  // ruleid: node.crypto.create-cipher-no-iv
  const cipher = crypto.createCipher('aes-128-cbc', process.env.EXPORT_PASSWORD ?? '');
  return cipher.update(plain, 'utf8', 'base64') + cipher.final('base64');
}
