import { App, LogLevel } from "@slack/bolt";

export const app = new App({
  token: process.env.SLACK_BOT_TOKEN,
  // ruleid: secrets.slack-app-token
  appToken: "xapp-1-AWZRPTODSSE-2926584881972-e6915037820c98d358e92a481c9c13f2a95466f1fd3dd5a37fc9e797d5f3dc7f",
  socketMode: true,
  logLevel: LogLevel.INFO,
});

export const stagingApp = new App({
  token: process.env.SLACK_BOT_TOKEN,
  // ok: secrets.slack-app-token
  appToken: process.env.SLACK_APP_TOKEN,
  socketMode: true,
});

// Rotating configuration token for the manifest API.
// ruleid: secrets.slack-app-token
const CONFIG_REFRESH = "xoxe-1-My0xLTQ0NjE5NTk2MzgxODMtDNxril3RavGD5MfvJ7NScUykT8C8UBkkpdhiG37LeXSyYV4g6snRoUYA4fXr6nzrvZcmT4a4Ad5y2FibpBV62h9MahWLm52mva5fiI6bGfKFI6mAezmOWfSLjl";

// ok: secrets.slack-app-token
const CONFIG_REFRESH_FROM_VAULT = await vault.read("slack/config-refresh-token");
export { CONFIG_REFRESH, CONFIG_REFRESH_FROM_VAULT };
