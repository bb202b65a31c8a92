const isProd = process.env.NODE_ENV === 'production';

const secureImages = {
  // ok: next.config.images-svg-without-csp
  dangerouslyAllowSVG: true,
  contentDispositionType: 'attachment',
  contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
};

// No contentSecurityPolicy key: Next's optimizer sends its own default,
// "script-src 'none'; frame-src 'none'; sandbox;", with every image.
const previewImages = {
  // ok: next.config.images-svg-without-csp
  dangerouslyAllowSVG: true,
  contentDispositionType: 'attachment',
  remotePatterns: [{ protocol: 'https', hostname: 'raw.githubusercontent.com', pathname: '/acme/docs/**' }],
};

const legacyImages = {
  // ruleid: next.config.images-svg-without-csp
  dangerouslyAllowSVG: true,
  contentSecurityPolicy: "default-src 'self'",
};

export default {
  images: isProd ? secureImages : process.env.LEGACY ? legacyImages : previewImages,
  async rewrites() {
    return isProd ? [] : [{ source: '/preview/:path*', destination: 'http://localhost:4000/:path*' }];
  },
};
