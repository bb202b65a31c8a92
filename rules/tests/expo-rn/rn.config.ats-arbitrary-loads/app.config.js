module.exports = ({ config }) => ({
  ...config,
  ios: {
    ...config.ios,
    infoPlist: {
      NSAppTransportSecurity: {
        // ok: rn.config.ats-arbitrary-loads
        NSAllowsArbitraryLoads: false,
        NSExceptionDomains: {
          'legacy-pos.shop.app': {
            // A narrow, documented exception is the remediation, not the weakness.
            // ok: rn.config.ats-arbitrary-loads
            NSExceptionAllowsInsecureHTTPLoads: true,
            NSIncludesSubdomains: false,
          },
        },
      },
    },
  },
});
