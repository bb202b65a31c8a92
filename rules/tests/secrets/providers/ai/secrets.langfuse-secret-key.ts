// Langfuse secret key client configuration
import { createClient } from './sdk';

// ruleid: secrets.langfuse-secret-key
export const langfuseSecretKey = 'sk-lf-cce63ccf-56a8-4276-aba3-6f186d92fb76';
// ok: secrets.langfuse-secret-key
export const langfuseSecretKeyFromEnv = process.env.LANGFUSE_SECRET_KEY!;
// ok: secrets.langfuse-secret-key
export const langfuseSecretKeyPrefix = 'sk-lf-cce63ccf';
// ruleid: secrets.langfuse-secret-key
export const client = createClient({ apiKey: 'sk-lf-cce63ccf-56a8-4276-aba3-6f186d92a02f', timeout: 10_000 });
