import axios from "axios";

export const billing = axios.create({
  baseURL: "https://api.billing.acme.dev",
  // ruleid: secrets.generic-token
  headers: { "X-Access-Token": "Vq3Lz8Xm2Rt7Pw4Nk9Hc6Bs1Jd5Gf0" },
});

export const integrations = {
  hubspot: {
    // ruleid: secrets.generic-token
    accessToken: "pat-na1-4f9a2c1e-7b3d-4e8f-9a0b-83e5d07f1c9a",
  },
  airtable: {
    // ruleid: secrets.generic-token
    apiToken: "patQ8zL2mX7vR4tN.9c3f1a7e5b2d8046a9e1c7f3b5d2a8e0c4f6b1d9a3e5c7f2b8d0a4e6c1f3b5d7",
  },
  intercom: {
    // ok: secrets.generic-token
    accessToken: process.env.INTERCOM_TOKEN,
  },
};

// ok: secrets.generic-token
const TOKEN_STORAGE_KEY = "AUTH_REFRESH_TOKEN_V2";
// ok: secrets.generic-token
const csrfToken = "Xk9mQ2vR7tL4pW8zN3bC6yH1jF5dG0sA";
// ok: secrets.generic-token
const nextPageToken = "CAoQAA-Zk4nQ8vR2bT5yW1zA7cD";
// A JWT is left to secrets.jwt-token.
// ok: secrets.generic-token
const idToken = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.Zk4nQ8vR2bT5yW1zA7cD9eF4gH6jK0mL3pN8qS2uV5w";
// ok: secrets.generic-token
const tokenEndpoint = "https://auth.acme.dev/oauth/token";

export { TOKEN_STORAGE_KEY, csrfToken, nextPageToken, idToken, tokenEndpoint };

// Hashes and identifiers under token-ish names.
// ok: secrets.generic-token
export const requestToken = "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b";
// ok: secrets.generic-token
export const integrityToken = "sha512-Kq2Lm8Xv3Rt7Pz1Nc4Wb6Hs9Jd5Gf0ZkQ8vR2bT5yW1zA7cD9eF4gH6jK0mL3pN8qS2uV5w==";

// Token contract addresses on a chain are public: 20 bytes, where a private key is 32.
// ok: secrets.generic-token
const usdcToken = '0x2791bca1f2de4661ed88a30c99a7a9449aa84174';
// ruleid: secrets.generic-token
const walletToken = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
export { usdcToken, walletToken };

// Error reporters' client tokens, public by design: Datadog's `pub` client token (browser RUM and
// logs), Instabug's app token in its init call, Rollbar's post_client_item token by its name.
datadogRum.init({
  applicationId: '3f9a2c7e-1b4d-4e8f-9a6c-2d5e8f1b4a7c',
  // ok: secrets.generic-token
  clientToken: 'pub8f3a1c6e9b2d5f0a3c7e1b4d8f2a6c9e',
  site: 'datadoghq.com',
});
// ok: secrets.generic-token
Instabug.init({ token: '9e2c7a4f1b8d3e6a0c5f2b9d4e7a1c8f', invocationEvents: [Instabug.invocationEvent.shake] });
// ok: secrets.generic-token
export const ROLLBAR_CLIENT_TOKEN = '7c2e9a4f1b8d3e6a0c5f2b9d4e7a1c8f';
// a token of the same shape under another name stays a finding
// ruleid: secrets.generic-token
export const ROLLBAR_SERVER_TOKEN = '2b9d4e7a1c8f7c2e9a4f1b8d3e6a0c5f';
export const ingest = {
  // ruleid: secrets.generic-token
  clientToken: 'f3a1c6e9b2d5f0a3c7e1b4d8f2a6c9e8a1b2',
};
