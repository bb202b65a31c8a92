// Apify API token client configuration
import { createClient } from './sdk';

// ruleid: secrets.apify-api-token
export const apifyToken = 'apify_api_H8Nr65UStHLCgQXepjZxKPTHxqT3VM42rglV';
// ok: secrets.apify-api-token
export const apifyTokenFromEnv = process.env.APIFY_TOKEN!;
// ok: secrets.apify-api-token
export const apifyTokenPrefix = 'apify_api_H8Nr6';
// ruleid: secrets.apify-api-token
export const client = createClient({ apiKey: 'apify_api_H8Nr65UStHLCgQXepjZxKPTHxqT3VM42w8PW', timeout: 10_000 });
