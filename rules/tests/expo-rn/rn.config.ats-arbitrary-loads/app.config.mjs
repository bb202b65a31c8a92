export default ({ config }) => ({
  ...config,
  ios: {
    ...config.ios,
    infoPlist: {
      NSAppTransportSecurity: {
        // kept for iOS 9, which the app no longer supports: iOS 10+ ignores it beside
        // NSAllowsLocalNetworking, so ATS holds for every internet host
        // ok: rn.config.ats-arbitrary-loads
        NSAllowsArbitraryLoads: true,
        NSAllowsLocalNetworking: true,
      },
    },
  },
});
