import { WebClient } from "@slack/web-api";
import { App } from "@slack/bolt";

// ruleid: secrets.slack-bot-token
const slack = new WebClient("xoxb-554145546821-7232361577787-fZw9EhFtRr7jZ5IMRCItCM2M");

export async function notifyDeploy(version: string) {
  await slack.chat.postMessage({ channel: "#deploys", text: `Deployed ${version}` });
}

export const bolt = new App({
  // ruleid: secrets.slack-bot-token
  token: "xoxb-690191347680-3601444588868-K2gOCZPeJMQW9cy78kyEk2FI",
  signingSecret: process.env.SLACK_SIGNING_SECRET,
});

// ok: secrets.slack-bot-token
export const alerts = new WebClient(process.env.SLACK_BOT_TOKEN);

// Slack's own docs value.
// ok: secrets.slack-bot-token
export const docs = new WebClient("xoxb-not-a-real-token-this-will-not-work");
