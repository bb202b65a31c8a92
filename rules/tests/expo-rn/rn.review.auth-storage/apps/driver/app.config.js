const IS_DEV = process.env.APP_VARIANT === 'development'; // ruleid: rn.review.auth-storage

module.exports = {
  name: IS_DEV ? 'Driver (Dev)' : 'Driver',
  slug: 'acme-driver',
  scheme: 'acmedriver',
  ios: { bundleIdentifier: IS_DEV ? 'com.acme.driver.dev' : 'com.acme.driver' },
  android: { package: IS_DEV ? 'com.acme.driver.dev' : 'com.acme.driver' },
};
