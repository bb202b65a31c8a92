// DeepSeek client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.deepseek-api-key
export const deepseekApiKey = 'sk-833376f8055ecd787a83626dfad4a987';
// ok: secrets.deepseek-api-key
export const deepseekApiKey = process.env.DEEPSEEK_API_KEY!;
// ruleid: secrets.deepseek-api-key
export const deepseekApiKeyBackup = 'sk-962a6487971816b0041b9240e0f861c3';
// ok: secrets.deepseek-api-key
export const deepseekApiKeyPrefix = 'sk-833376f8';

export const schema = z.object({ id: z.string() });
