// E2B API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.e2b-api-key
export const e2bApiKey = 'e2b_80e08e7339e5499fda8d615686263c5f5f1ed81a';
// ok: secrets.e2b-api-key
export const e2bApiKeyFromEnv = process.env.E2B_API_KEY!;
// ok: secrets.e2b-api-key
export const e2bApiKeyPrefix = 'e2b_80e08e7339';
// ruleid: secrets.e2b-api-key
export const client = createClient({ apiKey: 'e2b_80e08e7339e5499fda8d615686263c5f5f1e6b14', timeout: 10_000 });
