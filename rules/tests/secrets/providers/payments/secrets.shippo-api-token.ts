// Shippo client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.shippo-api-token
export const shippoApiToken = 'shippo_live_13948998f6cd049d770fc87d8ee29b5596a26d10';
// ok: secrets.shippo-api-token
export const shippoApiToken = process.env.SHIPPO_API_TOKEN!;
// ruleid: secrets.shippo-api-token
export const shippoApiTokenBackup = 'shippo_live_828129a42b5bc6ff979a9da9155b488585d68102';
// ok: secrets.shippo-api-token
export const shippoApiTokenPrefix = 'shippo_live_13948';

export const schema = z.object({ id: z.string() });
