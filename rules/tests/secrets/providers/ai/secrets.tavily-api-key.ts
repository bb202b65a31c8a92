// Tavily API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.tavily-api-key
export const tavilyApiKey = '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';
// ok: secrets.tavily-api-key
export const tavilyApiKeyFromEnv = process.env.TAVILY_API_KEY!;
// ok: secrets.tavily-api-key
export const tavilyApiKeyPrefix = 'tvly-0kIFbAd';
// ruleid: secrets.tavily-api-key
export const client = createClient({ apiKey: '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', timeout: 10_000 });
