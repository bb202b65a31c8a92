import sgMail from "@sendgrid/mail";
import client from "@sendgrid/client";

// ruleid: secrets.sendgrid-api-key
sgMail.setApiKey("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");

// ok: secrets.sendgrid-api-key
client.setApiKey(process.env.SENDGRID_API_KEY!);

export const mailerSettings = {
  from: "no-reply@acme.dev",
  // ruleid: secrets.sendgrid-api-key
  apiKey: "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",
};

// ok: secrets.sendgrid-api-key
export const SENDGRID_KEY_SHAPE = "SG.<id>.<secret>";

export function sendWelcome(to: string) {
  return sgMail.send({ to, from: mailerSettings.from, templateId: "d-welcome" });
}
