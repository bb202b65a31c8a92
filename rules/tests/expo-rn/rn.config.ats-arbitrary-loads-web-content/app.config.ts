import type { ConfigContext, ExpoConfig } from "expo/config";

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: "Reader",
  slug: "reader",
  ios: {
    infoPlist: {
      NSAppTransportSecurity: {
        // articles open in an in-app WebView, whatever their scheme
        // ruleid: rn.config.ats-arbitrary-loads-web-content
        NSAllowsArbitraryLoadsInWebContent: true,
        // ok: rn.config.ats-arbitrary-loads-web-content
        NSAllowsArbitraryLoadsForMedia: false,
      },
    },
  },
});
