import type { ConfigContext, ExpoConfig } from 'expo/config';

const IS_PROD = process.env.APP_VARIANT === 'production';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: IS_PROD ? 'Shop' : 'Shop (dev)',
  slug: 'shop',
  extra: {
    // ok: rn.config.extra-secret
    apiUrl: process.env.EXPO_PUBLIC_API_URL,
    // ok: rn.config.extra-secret
    supabaseAnonKey: process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY,
    // ruleid: rn.config.extra-secret
    supabaseServiceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY,
    // ruleid: rn.config.extra-secret
    openaiSecret: 'sk-proj-4f9a8b7c6d5e4f3a2b1c',
    // ruleid: rn.config.extra-secret
    githubToken: `ghp_0a1b2c3d4e5f6a7b8c9d`,
    // ok: rn.config.extra-secret
    eas: { projectId: '0f3b2c8e-6d7a-4e1b-9c2f-1a2b3c4d5e6f' },
  },
  hooks: {
    postPublish: [{ file: 'sentry-expo/upload-sourcemaps', config: { organization: 'shop', project: 'mobile' } }],
  },
});
