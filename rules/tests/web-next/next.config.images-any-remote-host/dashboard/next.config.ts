import type { NextConfig } from 'next';

// A custom loader (an image CDN builds the URLs): Next's own /_next/image
// optimizer, the one that reads remotePatterns, answers 404.
const config: NextConfig = {
  output: 'standalone',
  images: {
    loader: 'custom',
    loaderFile: './src/lib/image-loader.ts',
    remotePatterns: [
      // ok: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**' },
    ],
  },
};

export default config;
