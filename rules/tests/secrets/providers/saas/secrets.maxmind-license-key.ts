// MaxMind license key client configuration
import { createClient } from './sdk';

// ruleid: secrets.maxmind-license-key
export const maxmindLicenseKey = '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';
// ok: secrets.maxmind-license-key
export const maxmindLicenseKeyFromEnv = process.env.MAXMIND_LICENSE_KEY!;
// ok: secrets.maxmind-license-key
export const maxmindLicenseKeyPrefix = 'sNN066_A2PKVa';
// ruleid: secrets.maxmind-license-key
export const client = createClient({ apiKey: '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', timeout: 10_000 });
