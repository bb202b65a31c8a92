// Cal.com API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.cal-com-api-key
export const calApiKey = 'cal_live_d9577fb87ac2743527578aaa436fda47';
// ok: secrets.cal-com-api-key
export const calApiKeyFromEnv = process.env.CAL_API_KEY!;
// ok: secrets.cal-com-api-key
export const calApiKeyPrefix = 'cal_live_d957';
// ruleid: secrets.cal-com-api-key
export const client = createClient({ apiKey: 'cal_live_d9577fb87ac2743527578aaa436fa995', timeout: 10_000 });
