// ClickUp client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.clickup-token
export const clickupApiToken = 'pk_64617196_SLTDLOATII2HWM48Q80UUM0MNQDYH175';
// ok: secrets.clickup-token
export const clickupApiToken = process.env.CLICKUP_API_TOKEN!;
// ruleid: secrets.clickup-token
export const clickupApiTokenBackup = 'pk_40422739_NNOAABGQ7UCGPFUTL24S01LI76YUG7RB';
// ok: secrets.clickup-token
export const clickupApiTokenPrefix = 'pk_64617196_SL';

export const schema = z.object({ id: z.string() });
