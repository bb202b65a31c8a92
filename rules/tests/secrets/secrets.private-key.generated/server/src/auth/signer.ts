import { SignJWT, importPKCS8 } from "jose";

// the production signing key, committed next to the code that uses it
// ruleid: secrets.private-key
const SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg62A6xcAH+fBzFRlE
6bUCgfTAcwCGJbLzaexj49dnIjyhRANCAATmlUFknHrMYVSjwdgTNdFKebMYzAHj
WMmcu1B1kWVyxutz8toyMGTccTRcDPmmD8eL3Tas1uAOk+6yq3EThgRi
-----END PRIVATE KEY-----`;

export async function issueSession(userId: string): Promise<string> {
  const key = await importPKCS8(SIGNING_KEY, "ES256");
  return new SignJWT({ sub: userId }).setProtectedHeader({ alg: "ES256" }).setExpirationTime("15m").sign(key);
}
