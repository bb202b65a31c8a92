/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    // ok: next.config.env-inlines-secret
    APP_VERSION: process.env.npm_package_version,
    // ruleid: next.config.env-inlines-secret
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    // ok: next.config.env-inlines-secret
    STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY,
    // ruleid: next.config.env-inlines-secret
    DATABASE_URL: process.env.DATABASE_URL,
    // ok: next.config.env-inlines-secret
    mapBoxToken: process.env.MAPBOX_TOKEN,
    // ok: next.config.env-inlines-secret
    DATADOG_CLIENT_TOKEN: process.env.DATADOG_CLIENT_TOKEN,
    // ruleid: next.config.env-inlines-secret
    githubToken: process.env.GITHUB_TOKEN,
  },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.acme-example.com' }],
  },
};

module.exports = nextConfig;
