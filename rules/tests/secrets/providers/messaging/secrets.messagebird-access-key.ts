// MessageBird client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.messagebird-access-key
export const messagebirdAccessKey = '3K0s3TJZNOcOHnWeX0gsryx53';
// ok: secrets.messagebird-access-key
export const messagebirdAccessKey = process.env.MESSAGEBIRD_ACCESS_KEY!;
// ruleid: secrets.messagebird-access-key
export const messagebirdAccessKeyBackup = 'K4xVCcSR80O3AV4ZAopwFY5J6';
// ok: secrets.messagebird-access-key
export const messagebirdAccessKeyPrefix = '3K0s3TJZ';

export const schema = z.object({ id: z.string() });
