// Flutterwave client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.flutterwave-secret-key
export const flwSecretKey = 'FLWSECK-220d3d49a54d5ad5d2c5a0eb1dad2f2f-X';
// ok: secrets.flutterwave-secret-key
export const flwSecretKey = process.env.FLW_SECRET_KEY!;
// ruleid: secrets.flutterwave-secret-key
export const flwSecretKeyBackup = 'FLWSECK-7bd0f6a27e08f31fce480d1d80a49b40-X';
// ok: secrets.flutterwave-secret-key
export const flwSecretKeyPrefix = 'FLWSECK-220d3d';

export const schema = z.object({ id: z.string() });
