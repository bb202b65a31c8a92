import jwt from "jsonwebtoken";
import { readFileSync } from "node:fs";

// ruleid: secrets.private-key
const SIGNING_KEY = `-----BEGIN RSA PRIVATE KEY-----
MIIEowIBAAKCAQEAuV1Y4hHn3lFqk7J0ZxK8mR2p9WcQe5TtYb4Ls6Nd8Vf1Ga3Hj
q2Wm9Xe7Rt5Yu3Io1Pa8Sd6Fg4Hj2Kl0Zx9Cv7Bn5Mq3We1Rt8Yu6Io4Pa2Sd0Fg
-----END RSA PRIVATE KEY-----`;

export function issue(userId: string) {
  return jwt.sign({ sub: userId }, SIGNING_KEY, { algorithm: "RS256", expiresIn: "15m" });
}

export const apns = {
  keyId: "8Z3J2K4L5M",
  // ruleid: secrets.private-key
  key: "-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgVq3Xr8Lm2Pz5Tk9Yb1Wd\nKc7Hn4Jf6Qs2Ue0Ra8Tp3Lx5Mv1Ny9Oz7Pw2Qb4Rc6Sd8Te0Uf2Vg\n-----END PRIVATE KEY-----\n",
};

// ok: secrets.private-key
const fromDisk = readFileSync(process.env.JWT_PRIVATE_KEY_PATH!, "utf8");

// Public keys are fine to commit.
// ok: secrets.private-key
const VERIFY_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuV1Y4hHn3lFqk7J0ZxK8mR2p9
-----END PUBLIC KEY-----`;

// A settings form's placeholder: the first line of a certificate under PRIVATE KEY markers.
// ok: secrets.private-key
const PRIVATE_KEY_PLACEHOLDER = "-----BEGIN PRIVATE KEY-----\nMIIFRDCCAyygAwIBAgIUEPOR47ys6VDwMVB9tYoeEka83uQwDQYJKoZIhvcNAQELBQAwGTEXMBUGA1UEAwwObWktZG9taW5pby5jb20wHhcNMjQwMzExMDQyNzU3WhcN\n-----END PRIVATE KEY-----";

// Error message that names the header, without any key material.
// ok: secrets.private-key
const HINT = "expected a PEM starting with -----BEGIN PRIVATE KEY-----";

export { fromDisk, VERIFY_KEY, HINT, PRIVATE_KEY_PLACEHOLDER };
