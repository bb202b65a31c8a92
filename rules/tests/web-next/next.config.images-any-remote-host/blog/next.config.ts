import type { NextConfig } from 'next';

const config: NextConfig = {
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [
      // ruleid: next.config.images-any-remote-host
      { protocol: 'http', hostname: '**', port: '' },
      // ok: next.config.images-any-remote-host
      { protocol: 'https', hostname: 'images.unsplash.com' },
    ],
  },
};

export default config;
