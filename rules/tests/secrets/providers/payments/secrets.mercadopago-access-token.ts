// Mercado Pago access token client configuration
import { createClient } from './sdk';

// ruleid: secrets.mercadopago-access-token
export const mercadopagoAccessToken = 'APP_USR-1087499335335455-280619-983f735ab30d99cf3c35e06763e9a575-105160690';
// ok: secrets.mercadopago-access-token
export const mercadopagoAccessTokenFromEnv = process.env.MERCADOPAGO_ACCESS_TOKEN!;
// ok: secrets.mercadopago-access-token
export const mercadopagoAccessTokenPrefix = 'APP_USR-1087499335335455';
// ruleid: secrets.mercadopago-access-token
export const client = createClient({ apiKey: 'APP_USR-1087499335335455-280619-983f735ab30d99cf3c35e06763e9a575-407215863', timeout: 10_000 });
