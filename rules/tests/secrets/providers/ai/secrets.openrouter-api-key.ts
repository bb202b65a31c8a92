// OpenRouter client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.openrouter-api-key
export const openrouterApiKey = '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';
// ok: secrets.openrouter-api-key
export const openrouterApiKey = process.env.OPENROUTER_API_KEY!;
// ruleid: secrets.openrouter-api-key
export const openrouterApiKeyBackup = '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';
// ok: secrets.openrouter-api-key
export const openrouterApiKeyPrefix = 'sk-or-v1-75e7fab3c4f99c6';

export const schema = z.object({ id: z.string() });
