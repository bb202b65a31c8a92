import axios, { AxiosRequestConfig } from 'axios';
import { createHash } from 'crypto';
import { sha256 } from './lib/crypto';

interface NetworkCredentials {
  user: string;
  password: string;
}

// The storage network's protocol: Basic auth whose password is the SHA-256 of the bridge secret.
export async function getFileInfo(bucketId: string, fileId: string, credentials: NetworkCredentials) {
  const options: AxiosRequestConfig = {
    auth: {
      username: credentials.user,
      // ok: node.password.fast-hash
      password: sha256(Buffer.from(credentials.password)).toString('hex'),
    },
  };
  return axios.get(`https://api.example.com/buckets/${bucketId}/files/${fileId}/info`, options);
}

export function bridgeAuth(user: string, password: string) {
  return {
    // ok: node.password.fast-hash
    auth: { user, password: createHash('sha256').update(password).digest('hex') },
  };
}

// A verifier kept in the user's record: the fast hash is what is stored.
export async function register(db: { insert(row: object): Promise<void> }, username: string, password: string) {
  await db.insert({
    username,
    // ruleid: node.password.fast-hash
    password: createHash('sha256').update(password).digest('hex'),
  });
}

export function saveCredentials(store: Map<string, object>, credentials: NetworkCredentials) {
  store.set(credentials.user, {
    auth: 'basic',
    // ruleid: node.password.fast-hash
    passwordHash: sha256(Buffer.from(credentials.password)).toString('hex'),
  });
}
