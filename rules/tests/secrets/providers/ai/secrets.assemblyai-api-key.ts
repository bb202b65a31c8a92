// AssemblyAI client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.assemblyai-api-key
export const assemblyaiApiKey = 'ae5d4f9c1e61ae4a9b94c9a82ef08371';
// ok: secrets.assemblyai-api-key
export const assemblyaiApiKey = process.env.ASSEMBLYAI_API_KEY!;
// ruleid: secrets.assemblyai-api-key
export const assemblyaiApiKeyBackup = '086d2502efe1d81e2624eac06b2b3db9';
// ok: secrets.assemblyai-api-key
export const assemblyaiApiKeyPrefix = 'ae5d4f9c1e';

export const schema = z.object({ id: z.string() });
