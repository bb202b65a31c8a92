// Infobip client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.infobip-api-key
export const infobipApiKey = 'e6eec4c2f0d877e7e681fc0a05918893-99b0a82f-7446-4344-a3f6-650be961306d';
// ok: secrets.infobip-api-key
export const infobipApiKey = process.env.INFOBIP_API_KEY!;
// ruleid: secrets.infobip-api-key
export const infobipApiKeyBackup = '7278758a263f3e56380690c1ba1466c5-045fedb5-5ecc-43b1-b6f0-68ee640898b3';
// ok: secrets.infobip-api-key
export const infobipApiKeyPrefix = 'e6eec4c2f0d877e7e681fc0';

export const schema = z.object({ id: z.string() });
