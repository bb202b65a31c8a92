// Polar access token client configuration
import { createClient } from './sdk';

// ruleid: secrets.polar-access-token
export const polarAccessToken = 'polar_oat_1zney7SViDXQ2s74G7X6om8EA4PGGvR5qGCAjzZYgXD';
// ok: secrets.polar-access-token
export const polarAccessTokenFromEnv = process.env.POLAR_ACCESS_TOKEN!;
// ok: secrets.polar-access-token
export const polarAccessTokenPrefix = 'polar_oat_1zney7S';
// ruleid: secrets.polar-access-token
export const client = createClient({ apiKey: 'polar_oat_1zney7SViDXQ2s74G7X6om8EA4PGGvR5qGCAjzZ0TZf', timeout: 10_000 });
