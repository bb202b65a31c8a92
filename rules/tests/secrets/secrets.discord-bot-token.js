const { Client, GatewayIntentBits } = require("discord.js");

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages] });

client.on("messageCreate", (message) => {
  if (message.content === "!ping") message.reply("pong");
});

if (process.env.NODE_ENV === "production") {
  // ok: secrets.discord-bot-token
  client.login(process.env.DISCORD_TOKEN);
} else {
  // ruleid: secrets.discord-bot-token
  client.login("MTd0lGRVk7FF6XBgPVyL9I9Z9h.UAySRn.C5Tq8qk_Mr8DPXXrtHFYwe2byKqKOY-ALHVI0S");
}

module.exports = {
  // ruleid: secrets.discord-bot-token
  stagingToken: "MTSu2O8rQMnSnlXikSLDcirhq8.STNzbi.AUN0zsjI2V0J6rpmS1E-pKpKk6C9Xz0C5iU1QK",
  // A version string with dots, not a token.
  // ok: secrets.discord-bot-token
  botVersion: "MAJOR.1.2",
};
