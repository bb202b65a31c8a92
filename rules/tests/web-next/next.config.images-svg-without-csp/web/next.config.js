/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  images: {
    // ruleid: next.config.images-svg-without-csp
    dangerouslyAllowSVG: true,
    // a policy written for the HTML pages, copied here: it drops Next's image sandbox
    contentSecurityPolicy: "default-src 'self'; img-src 'self' https://avatars.acme-example.com",
    remotePatterns: [{ protocol: 'https', hostname: 'avatars.acme-example.com' }],
  },
  experimental: {
    // ok: next.config.images-svg-without-csp
    dangerouslyAllowSVG: false,
  },
};
