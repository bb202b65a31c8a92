/** @type {import('next').NextConfig} */
const isStatic = process.env.BUILD_TARGET === 'static';

// `next build` writes plain files to out/ for a CDN: no Next server runs, so no
// /_next/image optimizer fetches remote hosts.
const staticConfig = {
  output: 'export',
  trailingSlash: true,
  images: {
    remotePatterns: [
      // ok: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**' },
    ],
  },
};

// The same site served by `next start`: the optimizer answers /_next/image for any host.
const serverConfig = {
  output: 'standalone',
  images: {
    remotePatterns: [
      // ruleid: next.config.images-any-remote-host
      { protocol: 'https', hostname: '**' },
    ],
  },
};

export default isStatic ? staticConfig : serverConfig;
