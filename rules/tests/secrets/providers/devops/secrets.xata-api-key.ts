// Xata API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.xata-api-key
export const xataApiKey = 'xau_IbHWSZeowHuEXpNTvgv5K3moPi5djxWX';
// ok: secrets.xata-api-key
export const xataApiKeyFromEnv = process.env.XATA_API_KEY!;
// ok: secrets.xata-api-key
export const xataApiKeyPrefix = 'xau_IbHWSZeo';
// ruleid: secrets.xata-api-key
export const client = createClient({ apiKey: 'xau_IbHWSZeowHuEXpNTvgv5K3moPi5d1ceO', timeout: 10_000 });
