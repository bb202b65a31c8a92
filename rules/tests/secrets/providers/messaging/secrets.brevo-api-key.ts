// Brevo client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.brevo-api-key
export const brevoApiKey = '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';
// ok: secrets.brevo-api-key
export const brevoApiKey = process.env.BREVO_API_KEY!;
// ruleid: secrets.brevo-api-key
export const brevoApiKeyBackup = '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';
// ok: secrets.brevo-api-key
export const brevoApiKeyPrefix = 'xkeysib-be4ec5996411f4ddd79ea';

export const schema = z.object({ id: z.string() });
