// Adyen client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.adyen-api-key
export const adyenApiKey = 'AQEyhmfxK4qVsvg2L6uuaLZgLAUxlE6TY1bV6cDGT3Dt42MeUb.gBbR-zqmwfDIvOkPe8YFq2BTaNc-NGuxg_SNPV7gwFZ7ytqnlYQQIYdl5VqM';
// ok: secrets.adyen-api-key
export const adyenApiKey = process.env.ADYEN_API_KEY!;
// ruleid: secrets.adyen-api-key
export const adyenApiKeyBackup = 'AQEyhmfxK43fwKnZHyGpq7jgwh7XQBs2SMDJ6Azk3C6h2zXDyM.mEPlVWgEpe7NWDfhNl2xyMlxGG7hf-QSkFUMQyEZM_Zvmxs3-smF4U28Zvnj';
// ok: secrets.adyen-api-key
export const adyenApiKeyPrefix = 'AQEyhmfxK4qVsvg2L6uuaLZgLAUxlE6TY1bV6';

export const schema = z.object({ id: z.string() });
