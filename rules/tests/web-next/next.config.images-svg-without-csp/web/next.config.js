/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  images: {
    // ruleid: next.config.images-svg-without-csp
    dangerouslyAllowSVG: true,
    remotePatterns: [{ protocol: 'https', hostname: 'avatars.acme-example.com' }],
  },
  experimental: {
    // ok: next.config.images-svg-without-csp
    dangerouslyAllowSVG: false,
  },
};
