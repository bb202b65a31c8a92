import crypto, { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const s3 = new S3Client({ region: process.env.AWS_REGION });
const BUCKET = process.env.UPLOAD_BUCKET ?? 'uploads';

interface UploadSession {
  id: string;
  data: Buffer;
}

// A chunked upload: the client sends the file's SHA-1 and the server checks the bytes it got.
export class ChunkedUploader {
  #session: UploadSession | null = null;

  completeSession(sessionId: string, expectedChecksum: string): Buffer | null {
    const session = this.#session;
    if (!session || session.id !== sessionId) return null;
    this.#session = null;
    // ok: node.crypto.weak-hash
    const computedChecksum = crypto.createHash('sha1').update(session.data).digest('hex');
    if (computedChecksum !== expectedChecksum) throw new Error('Checksum mismatch');
    return session.data;
  }
}

// S3 checks the body against the Content-MD5 it is sent with.
export async function uploadSignedContract(signedContract: Buffer, key: string) {
  await s3.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: key,
      Body: signedContract,
      // ok: node.crypto.weak-hash
      ContentMD5: createHash('md5').update(signedContract).digest('base64'),
    }),
  );
}

export async function uploadToPresignedUrl(presignedUrl: string, authorizedFile: Buffer) {
  await fetch(presignedUrl, {
    method: 'PUT',
    // ok: node.crypto.weak-hash
    headers: { 'Content-MD5': createHash('md5').update(authorizedFile).digest('base64') },
    body: authorizedFile,
  });
}

// A single-part object's ETag is the MD5 of its bytes: the local copy is compared with it.
export async function verifyUpload(key: string, localPath: string): Promise<boolean> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
  const localFile = await readFile(localPath);
  // ok: node.crypto.weak-hash
  return createHash('md5').update(localFile).digest('hex') === head.ETag?.replaceAll('"', '');
}

// Parsed tokenizer configurations are cached by their content.
const parsed = new Map<string, unknown>();
export function loadTokenizer(tokenizerConfig: string): unknown {
  // ok: node.crypto.weak-hash
  const cacheKey = createHash('sha1').update(tokenizerConfig).digest('hex');
  if (!parsed.has(cacheKey)) parsed.set(cacheKey, JSON.parse(tokenizerConfig));
  return parsed.get(cacheKey);
}

// Security uses stay reported, whatever else the code around them checks.
export async function checkLogin(user: { passwordHash: string }, password: string) {
  // ruleid: node.crypto.weak-hash
  return createHash('sha1').update(password).digest('hex') === user.passwordHash;
}

export function passwordChecksum(password: string) {
  // a password's digest is a password hash, whatever the variable says
  // ruleid: node.crypto.weak-hash
  const checksum = createHash('md5').update(password).digest('hex');
  return checksum;
}

export function deriveBackupKey(passphrase: string, checksum: string) {
  // ruleid: node.crypto.weak-hash
  const key = createHash('md5').update(passphrase).digest();
  // ruleid: node.crypto.weak-hash
  if (createHash('md5').update(passphrase).digest('hex') !== checksum) throw new Error('wrong passphrase');
  return key;
}

export async function downloadSigned(key: string, secret: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  const body = Buffer.from(await object.Body!.transformToByteArray());
  // ruleid: node.crypto.weak-hash
  const signature = createHash('md5').update(Buffer.concat([body, Buffer.from(secret)])).digest('hex');
  return { body, signature, etag: object.ETag };
}
