// Algolia client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.algolia-admin-key
export const algoliaAdminKey = '59cc28c3f929ca729e095addae6869bb';
// ok: secrets.algolia-admin-key
export const algoliaAdminKey = process.env.ALGOLIA_ADMIN_KEY!;
// ruleid: secrets.algolia-admin-key
export const algoliaAdminKeyBackup = 'e62fdb1540a72c45ca93898a3af1e6ae';
// ok: secrets.algolia-admin-key
export const algoliaAdminKeyPrefix = '59cc28c3f9';

export const schema = z.object({ id: z.string() });
