// Better Stack client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.better-stack-token
export const logtailSourceToken = 'zBGl8SSOMOHVpbPMYeHApXE2';
// ok: secrets.better-stack-token
export const logtailSourceToken = process.env.LOGTAIL_SOURCE_TOKEN!;
// ruleid: secrets.better-stack-token
export const logtailSourceTokenBackup = 'eNmAL0kB0P70fT0oFKAuhP9n';
// ok: secrets.better-stack-token
export const logtailSourceTokenPrefix = 'zBGl8SSO';

export const schema = z.object({ id: z.string() });
