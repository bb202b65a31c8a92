const isProd = process.env.NODE_ENV === 'production';

const secureImages = {
  // ok: next.config.images-svg-without-csp
  dangerouslyAllowSVG: true,
  contentDispositionType: 'attachment',
  contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
};

const previewImages = {
  // ruleid: next.config.images-svg-without-csp
  dangerouslyAllowSVG: true,
  contentDispositionType: 'attachment',
  remotePatterns: [{ protocol: 'https', hostname: 'raw.githubusercontent.com', pathname: '/acme/docs/**' }],
};

export default {
  images: isProd ? secureImages : previewImages,
  async rewrites() {
    return isProd ? [] : [{ source: '/preview/:path*', destination: 'http://localhost:4000/:path*' }];
  },
};
