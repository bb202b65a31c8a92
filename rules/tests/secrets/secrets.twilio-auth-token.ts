import twilio from "twilio";

// ruleid: secrets.twilio-auth-token
const client = twilio("AC1f07deb13d9c46ce1009c4206dee7b52", "abd12e6e0c3314d6272a7bda90ecea1d");

export async function sendOtp(to: string, code: string) {
  await client.messages.create({ to, from: "+15005550006", body: `Your code is ${code}` });
}

export const legacyTwilio = {
  accountSid: "ACd0ca708a6a9e3c6a935897b46606247f",
  // ruleid: secrets.twilio-auth-token
  twilioAuthToken: "daa2b8e3e47285a4309b7b552e1c549c",
};

// ok: secrets.twilio-auth-token
export const fromEnv = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);

// The account SID is an identifier, not a credential.
// ok: secrets.twilio-auth-token
export const ACCOUNT_SID = "AC1f07deb13d9c46ce1009c4206dee7b52";
