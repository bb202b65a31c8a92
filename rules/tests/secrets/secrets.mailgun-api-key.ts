import formData from "form-data";
import Mailgun from "mailgun.js";

const mailgun = new Mailgun(formData);

// ruleid: secrets.mailgun-api-key
export const mg = mailgun.client({ username: "api", key: "key-fd33dd83dd900b3d0a67fd93d4a55c9c" });

// ok: secrets.mailgun-api-key
export const mgEu = mailgun.client({ username: "api", key: process.env.MAILGUN_API_KEY!, url: "https://api.eu.mailgun.net" });

export const mailgunSettings = {
  domain: "mg.acme.dev",
  // ruleid: secrets.mailgun-api-key
  mailgunApiKey: "1f8bbc08be054783a7b0c81e64cb0679-4f1c2a9b-7d3e5f60",
  // ok: secrets.mailgun-api-key
  mailgunPublicKey: "pubkey-3ax6xnjp29jd6fds4gc373sgvjxteol0",
};
