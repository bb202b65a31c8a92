// Trigger.dev secret key or access token client configuration
import { createClient } from './sdk';

// ruleid: secrets.trigger-dev-secret-key
export const triggerSecretKey = 'tr_prod_Kae635OxGySVUzvhh7RI';
// ok: secrets.trigger-dev-secret-key
export const triggerSecretKeyFromEnv = process.env.TRIGGER_SECRET_KEY!;
// ok: secrets.trigger-dev-secret-key
export const triggerSecretKeyPrefix = 'tr_prod_K';
// ruleid: secrets.trigger-dev-secret-key
export const client = createClient({ apiKey: 'tr_prod_Kae635OxGySVUzvhLJ3c', timeout: 10_000 });
