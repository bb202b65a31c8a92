type Alert = { title: string; level: "info" | "error" };

// ruleid: secrets.discord-webhook-url
const ALERTS_WEBHOOK = "https://discord.com/api/webhooks/9270135486371506489/oQdG3zCAzHksrm9AqkD8X2YmcO9DdBeRNYZf3iw5IiUNGCd166wEMpTbbqSxpGpfaTR-";

// ok: secrets.discord-webhook-url
const RELEASES_WEBHOOK = process.env.DISCORD_RELEASES_WEBHOOK!;

export async function sendAlert(alert: Alert) {
  await fetch(ALERTS_WEBHOOK, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ content: alert.title }) });
}

export const channels = {
  releases: RELEASES_WEBHOOK,
  // ruleid: secrets.discord-webhook-url
  billing: "https://discordapp.com/api/webhooks/0670248756139381529/j7Kf6sK0zkL4V3BgxyGIHg87Z17ac8KPcJgJ7npFSV2OMfj2uU1MWHK8XIhbk5oAGl2w",
  // ok: secrets.discord-webhook-url
  docs: "https://discord.com/developers/docs/resources/webhook",
};
