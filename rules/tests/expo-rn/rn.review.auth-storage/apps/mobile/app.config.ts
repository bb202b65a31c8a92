import type { ConfigContext, ExpoConfig } from 'expo/config'; // ruleid: rn.review.auth-storage

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: process.env.APP_VARIANT === 'preview' ? 'Acme (Preview)' : 'Acme',
  slug: 'acme',
  scheme: 'acme',
  ios: { bundleIdentifier: 'com.acme.app' },
  android: { package: 'com.acme.app' },
  plugins: ['expo-router', ['expo-build-properties', { ios: { deploymentTarget: '15.1' } }]],
  extra: {
    apiUrl: process.env.EXPO_PUBLIC_API_URL,
    eas: { projectId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' },
  },
});
