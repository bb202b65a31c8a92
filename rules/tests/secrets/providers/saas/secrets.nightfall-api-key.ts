// Nightfall API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.nightfall-api-key
export const nightfallApiKey = 'NF-9I8YoKwsUYgoJdwt6Xt8XPbKgQe7ekNW';
// ok: secrets.nightfall-api-key
export const nightfallApiKeyFromEnv = process.env.NIGHTFALL_API_KEY!;
// ok: secrets.nightfall-api-key
export const nightfallApiKeyPrefix = 'NF-9I8YoKws';
// ruleid: secrets.nightfall-api-key
export const client = createClient({ apiKey: 'NF-9I8YoKwsUYgoJdwt6Xt8XPbKgQe7s8UD', timeout: 10_000 });
