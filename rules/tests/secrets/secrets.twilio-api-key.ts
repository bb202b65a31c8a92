import twilio from "twilio";

const accountSid = process.env.TWILIO_ACCOUNT_SID!;

// API key SID + secret pair pasted from the console.
// ruleid: secrets.twilio-api-key
export const sms = twilio("SK2ff498f76f5fb3402939064ea5e4f2da", "WNpLKBXVs4OpbOkkYCawz0R6c3YHBTFP", { accountSid });

// ok: secrets.twilio-api-key
export const voice = twilio(process.env.TWILIO_API_KEY, process.env.TWILIO_API_SECRET, { accountSid });

export const twilioConfig = {
  apiKeySid: "SKfaec23434556c1e237153dd2ad464cfa",
  // ruleid: secrets.twilio-api-key
  twilioApiSecret: "UN5BUyMuWYt4L4eph2CpG3zdESgH6pIt",
};

// The key SID alone is an identifier, not a secret.
// ok: secrets.twilio-api-key
export const KEY_SID = "SK2ff498f76f5fb3402939064ea5e4f2da";
