import type { ConfigContext, ExpoConfig } from 'expo/config';

const IS_DEV = process.env.APP_VARIANT === 'development';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'Shop',
  slug: 'shop',
  android: {
    package: 'com.shop.app',
    // ok: rn.config.cleartext-traffic
    usesCleartextTraffic: false,
  },
  plugins: [
    [
      'expo-build-properties',
      {
        // Only development builds talk to the LAN API server over http.
        // ok: rn.config.cleartext-traffic
        android: { usesCleartextTraffic: IS_DEV },
      },
    ],
  ],
});
