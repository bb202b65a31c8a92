// Ory Network API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.ory-api-key
export const oryApiKey = 'ory_pat_YDyMMr3rwZ3KmmDMgU0KsZBiMYySwXmx';
// ok: secrets.ory-api-key
export const oryApiKeyFromEnv = process.env.ORY_API_KEY!;
// ok: secrets.ory-api-key
export const oryApiKeyPrefix = 'ory_pat_YDyMM';
// ruleid: secrets.ory-api-key
export const client = createClient({ apiKey: 'ory_pat_YDyMMr3rwZ3KmmDMgU0KsZBiMYyS35IX', timeout: 10_000 });
