import type { NextConfig } from 'next';

const config: NextConfig = {
  env: {
    // ruleid: next.config.env-inlines-secret
    ADMIN_API_TOKEN: process.env.ADMIN_API_TOKEN ?? '',
    // ok: next.config.env-inlines-secret
    BUILD_SHA: process.env.VERCEL_GIT_COMMIT_SHA ?? 'dev',
  },
  serverRuntimeConfig: {
    // ok: next.config.env-inlines-secret
    ADMIN_API_TOKEN: process.env.ADMIN_API_TOKEN,
  },
};

export default config;
