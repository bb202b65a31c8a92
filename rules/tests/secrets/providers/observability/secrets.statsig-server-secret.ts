// Statsig client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.statsig-server-secret
export const statsigServerSecret = 'secret-n9mS06ZrjOBzS3VdsLC1SnoWfbjeDXX4TJBtEaI2VQJ';
// ok: secrets.statsig-server-secret
export const statsigServerSecret = process.env.STATSIG_SERVER_SECRET!;
// ruleid: secrets.statsig-server-secret
export const statsigServerSecretBackup = 'secret-e6AdgKn8AD1am3iiK96ZQuJ4Wej6kAxgGGD38bo19sT';
// ok: secrets.statsig-server-secret
export const statsigServerSecretPrefix = 'secret-n9mS06Zrj';

export const schema = z.object({ id: z.string() });
