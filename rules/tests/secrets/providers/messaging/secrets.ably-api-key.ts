// Ably client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.ably-api-key
export const ablyApiKey = 'S3yT9f.6XpKmj:v2w2DD--sgBFsfp4mASq-YtZTENfSNTP4Ue5ajgpchF';
// ok: secrets.ably-api-key
export const ablyApiKey = process.env.ABLY_API_KEY!;
// ruleid: secrets.ably-api-key
export const ablyApiKeyBackup = '0sk929.T-MI-D:7L2aWpQSCGKCz5Gbf4H9M9BcPcyUOI9M6M06rGjH23w';
// ok: secrets.ably-api-key
export const ablyApiKeyPrefix = 'S3yT9f.6XpKmj:v2w2D';

export const schema = z.object({ id: z.string() });
