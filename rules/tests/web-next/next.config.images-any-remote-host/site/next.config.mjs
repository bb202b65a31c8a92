/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    remotePatterns: [
      // ok: next.config.images-any-remote-host
      { protocol: 'https', hostname: 'cdn.acme-example.com', pathname: '/uploads/**' },
      // ok: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**.acme-example.com' },
      // ruleid: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**' },
    ],
  },
};

export default nextConfig;
