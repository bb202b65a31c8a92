// Zuplo API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.zuplo-api-key
export const zuploApiKey = 'zpka_b3a08ae5d741c9d3f2bbadac6c3aae2a_87590b70';
// ok: secrets.zuplo-api-key
export const zuploApiKeyFromEnv = process.env.ZUPLO_API_KEY!;
// ok: secrets.zuplo-api-key
export const zuploApiKeyPrefix = 'zpka_b3a08ae5d7';
// ruleid: secrets.zuplo-api-key
export const client = createClient({ apiKey: 'zpka_b3a08ae5d741c9d3f2bbadac6c3aae2a_8759366e', timeout: 10_000 });
