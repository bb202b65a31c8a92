import type { ConfigContext, ExpoConfig } from 'expo/config';

const selfHosted = process.env.UPDATES_HOST === 'self';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'Shop',
  updates: selfHosted
    ? {
        // ruleid: rn.config.updates-cleartext-url
        url: 'http://10.20.0.15:3000/api/manifest',
        codeSigningCertificate: './certs/certificate.pem',
      }
    : {
        // ok: rn.config.updates-cleartext-url
        url: 'https://u.expo.dev/0f3b2c8e-6d7a-4e1b-9c2f-1a2b3c4d5e6f',
      },
});
