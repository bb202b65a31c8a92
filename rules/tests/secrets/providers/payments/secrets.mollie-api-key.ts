// Mollie client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.mollie-api-key
export const mollieApiKey = 'live_G4zKPpsUEXwDvPYf6x91FDHPNJwuJB';
// ok: secrets.mollie-api-key
export const mollieApiKey = process.env.MOLLIE_API_KEY!;
// ruleid: secrets.mollie-api-key
export const mollieApiKeyBackup = 'live_rIvw2azLEDGGEAV3F34NFsvsp9oCgX';
// ok: secrets.mollie-api-key
export const mollieApiKeyPrefix = 'live_G4zKPp';

export const schema = z.object({ id: z.string() });
