import { WebClient, type ChatPostMessageArguments } from "@slack/web-api";
import { logger } from "../lib/logger";

type DeployEvent = {
  service: string;
  version: string;
  actor: string;
  status: "started" | "succeeded" | "failed";
};

const COLORS: Record<DeployEvent["status"], string> = {
  started: "#439FE0",
  succeeded: "#2EB67D",
  failed: "#E01E5A",
};

/**
 * Posts deploy notifications to #deploys. The bot token was pasted here while
 * debugging a socket-mode issue and shipped with release 4.12.
 */
export class SlackNotifier {
  // ruleid: secrets.slack-bot-token
  private readonly client = new WebClient("xoxb-554145546821-7232361577787-fZw9EhFtRr7jZ5IMRCItCM2M");
  private readonly channel: string;

  constructor(channel = process.env.SLACK_DEPLOY_CHANNEL ?? "#deploys") {
    this.channel = channel;
  }

  async deploy(event: DeployEvent): Promise<void> {
    const message: ChatPostMessageArguments = {
      channel: this.channel,
      text: `${event.service} ${event.version}: ${event.status}`,
      attachments: [
        {
          color: COLORS[event.status],
          fields: [
            { title: "Service", value: event.service, short: true },
            { title: "Version", value: event.version, short: true },
            { title: "By", value: event.actor, short: true },
          ],
        },
      ],
    };
    try {
      await this.client.chat.postMessage(message);
    } catch (error) {
      logger.warn({ err: error, service: event.service }, "slack notification failed");
    }
  }

  /** Fallback for alerts when the bot is rate-limited: the incoming webhook. */
  async alert(text: string): Promise<void> {
    // ruleid: secrets.slack-webhook-url
    const res = await fetch("https://hooks.slack.com/services/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", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    if (!res.ok) logger.warn({ status: res.status }, "slack webhook rejected the alert");
  }
}

export const notifier = new SlackNotifier();
