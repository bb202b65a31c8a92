import type { ConfigContext, ExpoConfig } from 'expo/config';

const APP_VARIANT = process.env.APP_VARIANT ?? 'production';
const IS_DEV = APP_VARIANT === 'development';
const IS_PREVIEW = APP_VARIANT === 'preview';

function bundleId(): string {
  if (IS_DEV) return 'app.shop.mobile.dev';
  if (IS_PREVIEW) return 'app.shop.mobile.preview';
  return 'app.shop.mobile';
}

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: IS_DEV ? 'Shop (Dev)' : IS_PREVIEW ? 'Shop (Preview)' : 'Shop',
  slug: 'shop',
  scheme: IS_DEV ? 'shop-dev' : 'shop',
  ios: {
    ...config.ios,
    bundleIdentifier: bundleId(),
  },
  android: {
    ...config.android,
    package: bundleId(),
    // ok: rn.config.cleartext-traffic
    usesCleartextTraffic: IS_DEV,
  },
  updates: {
    url: 'https://u.expo.dev/0f3b2c8e-6d7a-4e1b-9c2f-1a2b3c4d5e6f',
    codeSigningCertificate: './certs/certificate.pem',
    codeSigningMetadata: { keyid: 'main', alg: 'rsa-v1_5-sha256' },
  },
  plugins: [
    ...(config.plugins ?? []),
    ['expo-camera', { cameraPermission: 'Scan product barcodes in store' }],
  ],
  extra: {
    ...config.extra,
    appVariant: APP_VARIANT,
    apiUrl: process.env.EXPO_PUBLIC_API_URL ?? 'https://api.shop.app',
    supabaseUrl: process.env.EXPO_PUBLIC_SUPABASE_URL,
    supabaseAnonKey: process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY,
    // ruleid: rn.config.extra-secret
    supabaseServiceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY,
    revenueCatApiKey: process.env.EXPO_PUBLIC_REVENUECAT_IOS_KEY,
    eas: { projectId: '0f3b2c8e-6d7a-4e1b-9c2f-1a2b3c4d5e6f' },
  },
});
