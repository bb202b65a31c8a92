import type { ExpoConfig } from "expo/config";

const config: ExpoConfig = {
  name: "Lectures",
  slug: "lectures",
  ios: {
    infoPlist: {
      NSAppTransportSecurity: {
        // the university's older lecture recordings are still served over http
        // ruleid: rn.config.ats-arbitrary-loads-media
        NSAllowsArbitraryLoadsForMedia: true,
        // ok: rn.config.ats-arbitrary-loads-media
        NSAllowsLocalNetworking: true,
      },
    },
  },
};

export default config;
