// Firecrawl API key client configuration
import { createClient } from './sdk';

// ruleid: secrets.firecrawl-api-key
export const firecrawlApiKey = 'fc-1ea9e5c6f652f926f6505e14985f6804';
// ok: secrets.firecrawl-api-key
export const firecrawlApiKeyFromEnv = process.env.FIRECRAWL_API_KEY!;
// ok: secrets.firecrawl-api-key
export const firecrawlApiKeyPrefix = 'fc-1ea9e5c6';
// ruleid: secrets.firecrawl-api-key
export const client = createClient({ apiKey: 'fc-1ea9e5c6f652f926f6505e14985fed47', timeout: 10_000 });
// ok: secrets.firecrawl-api-key
export const calendarClasses = ['fc-daygrid-day-frame', 'fc-timegrid-slot-label'];
