/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    unoptimized: true,
    remotePatterns: [
      // ok: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**' },
    ],
  },
  async rewrites() {
    return [{ source: '/docs/:path*', destination: '/docs/:path*' }];
  },
};

// A second config for another build: the default loader is still on, so the
// optimizer fetches any host.
export const previewConfig = {
  images: {
    loader: 'default',
    unoptimized: false,
    remotePatterns: [
      // ruleid: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**' },
    ],
  },
};

export default nextConfig;
