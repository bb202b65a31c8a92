// The browser agent snippet every page's HTML carries: its license key only accepts browser monitoring data.
export const newRelicBrowserConfig = {
  accountID: "2866287",
  agentID: "1588828431",
  // ok: secrets.generic-api-key-in-code
  licenseKey: "NRBR-9f2c1b7e4d0a8c6e352",
  applicationID: "1588828431",
};

// The shipping provider's server key, in the same config module: a secret.
export const fulfilmentConfig = {
  // ruleid: secrets.generic-api-key-in-code
  apiKey: "Wm7Qz2Lx9Pv4Rk8Tn3Hb6Cd1",
};
