// Jina AI API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.jina-api-key
export const jinaApiKey = 'jina_Al7hwR98IkshiyZ422rXMsnM61e5SwkmoXmXdmWB5LGXlNnUZP9Vazea6Zfp';
// ok: secrets.jina-api-key
export const jinaApiKeyFromEnv = process.env.JINA_API_KEY!;
// ok: secrets.jina-api-key
export const jinaApiKeyPrefix = 'jina_Al7hwR98IkshiyZ4';
// ruleid: secrets.jina-api-key
export const client = createClient({ apiKey: 'jina_Al7hwR98IkshiyZ422rXMsnM61e5SwkmoXmXdmWB5LGXlNnUZP9Vazeadx5o', timeout: 10_000 });
