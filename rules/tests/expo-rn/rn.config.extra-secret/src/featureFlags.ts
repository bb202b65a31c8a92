// Not an app config file: objects named `extra` elsewhere are not the Expo manifest.
export const analyticsContext = {
  extra: {
    // ok: rn.config.extra-secret
    sessionToken: 'anonymous-session',
  },
};

export const flags = {
  extra: {
    // ok: rn.config.extra-secret
    adminPassword: 'not-a-config-value',
  },
};
