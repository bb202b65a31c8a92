// The podcast feed mirrors still serve some episodes over http
module.exports = ({ config }) => ({
  ...config,
  name: "Podcasts",
  slug: "podcasts",
  ios: {
    bundleIdentifier: "fm.podcasts.app",
    infoPlist: {
      UIBackgroundModes: ["audio"],
      NSAppTransportSecurity: {
        // ruleid: rn.config.ats-arbitrary-loads-media
        NSAllowsArbitraryLoadsForMedia: true,
      },
    },
  },
  android: {
    package: "fm.podcasts.app",
  },
});
