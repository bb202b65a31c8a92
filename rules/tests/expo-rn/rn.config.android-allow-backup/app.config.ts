import type { ConfigContext, ExpoConfig } from 'expo/config';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'Shop',
  android: {
    package: 'com.shop.app',
    // ruleid: rn.config.android-allow-backup
    allowBackup: true,
  },
  web: {
    // ok: rn.config.android-allow-backup
    allowBackup: true,
  } as ExpoConfig['web'],
});
