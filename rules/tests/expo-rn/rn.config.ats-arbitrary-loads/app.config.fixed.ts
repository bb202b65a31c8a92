import type { ConfigContext, ExpoConfig } from "expo/config";

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: "Bookmarks",
  slug: "bookmarks",
  ios: {
    bundleIdentifier: "app.bookmarks.mobile",
    infoPlist: {
      NSAppTransportSecurity: {
        // users point the app at their own server, often plain http on a LAN
        // ruleid: rn.config.ats-arbitrary-loads
        NSAllowsArbitraryLoads: false,
        NSExceptionDomains: {
          localhost: { NSExceptionAllowsInsecureHTTPLoads: true },
        },
      },
    },
  },
});
