// SettleMint access token client configuration
import { createClient } from './sdk';

// ruleid: secrets.settlemint-token
export const settlemintAccessToken = 'sm_pat_6sgfo1dx177b60m6';
// ok: secrets.settlemint-token
export const settlemintAccessTokenFromEnv = process.env.SETTLEMINT_ACCESS_TOKEN!;
// ok: secrets.settlemint-token
export const settlemintAccessTokenPrefix = 'sm_pat_6';
// ruleid: secrets.settlemint-token
export const client = createClient({ apiKey: 'sm_pat_6sgfo1dx177b0ad4', timeout: 10_000 });
