// Inngest signing key client configuration
import { createClient } from './sdk';

// ruleid: secrets.inngest-signing-key
export const inngestSigningKey = 'signkey-prod-3015f5e73f1e93cfafa7b4cfd08a6d77b5e00590f2224de9d5786636093a19ba';
// ok: secrets.inngest-signing-key
export const inngestSigningKeyFromEnv = process.env.INNGEST_SIGNING_KEY!;
// ok: secrets.inngest-signing-key
export const inngestSigningKeyPrefix = 'signkey-prod-3015f5e73f1e';
// ruleid: secrets.inngest-signing-key
export const client = createClient({ apiKey: 'signkey-prod-3015f5e73f1e93cfafa7b4cfd08a6d77b5e00590f2224de9d5786636093a147c', timeout: 10_000 });
