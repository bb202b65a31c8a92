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
  client.login("MzcyNzg0Njk4ODkyMDMzNDczNg.ZJfHpr.bZVyW5D78-PQas9I_xkF5ufJkouRWDFHArUzjP");
}

module.exports = {
  // ruleid: secrets.discord-bot-token
  stagingToken: "NjU2NDc4Mzg5MTEwMTM0MjMxMg.WGSntX.xkoD6fjFXcvby2258naZAoasMXoHio8XldGeev",
  // A version string with dots, not a token.
  // ok: secrets.discord-bot-token
  botVersion: "MAJOR.1.2",
  // Three dotted parts, but the first does not decode to a Discord user id.
  // ok: secrets.discord-bot-token
  cacheKey: "MzRhZjQ3YzEtOWQyZS00ZjNh.Yb2kQp.Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0Tk9Lm3Nq",
};
