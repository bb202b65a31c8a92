// Scalingo API token client configuration
import { createClient } from './sdk';

// ruleid: secrets.scalingo-api-token
export const scalingoApiToken = 'tk-us-B6n02i_czNiOXgwakK_EHHPIoEIrrMMA7EZ-QlqpYznhr4TR';
// ok: secrets.scalingo-api-token
export const scalingoApiTokenFromEnv = process.env.SCALINGO_API_TOKEN!;
// ok: secrets.scalingo-api-token
export const scalingoApiTokenPrefix = 'tk-us-B6n02i_czNiO';
// ruleid: secrets.scalingo-api-token
export const client = createClient({ apiKey: 'tk-us-B6n02i_czNiOXgwakK_EHHPIoEIrrMMA7EZ-QlqpYznh0vzK', timeout: 10_000 });
