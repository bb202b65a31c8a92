// Dub API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.dub-api-key
export const dubApiKey = 'dub_HOIp9xs3lhDHoP7TwU1WEPHM';
// ok: secrets.dub-api-key
export const dubApiKeyFromEnv = process.env.DUB_API_KEY!;
// ok: secrets.dub-api-key
export const dubApiKeyPrefix = 'dub_HOIp9';
// ruleid: secrets.dub-api-key
export const client = createClient({ apiKey: 'dub_HOIp9xs3lhDHoP7TwU1WJm5D', timeout: 10_000 });
// ok: secrets.dub-api-key
export const flags = { dub_partnersProgramEnabled2: true, dub_workspace_id: 'ws_1JX0Y2Z3' };
