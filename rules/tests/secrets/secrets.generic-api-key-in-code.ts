import { initializeApp } from "firebase/app";
import algoliasearch from "algoliasearch/lite";

// ruleid: secrets.generic-api-key-in-code
const stripeApiKey = "Zk4nQ8vR2bT5yW1zA7cD9eF4";

export const shippingConfig = {
  provider: "easyship",
  // ruleid: secrets.generic-api-key-in-code
  apiKey: "f9c2e7b1d4068a9e2c7f1b3d5e8a0c4f",
  // ruleid: secrets.generic-api-key-in-code
  "x-api-key": "Vq3Lz8Xm2Rt7Pw4Nk9Hc6Bs1",
};

export class GeocodingService {
  // ruleid: secrets.generic-api-key-in-code
  private readonly secretKey: string = "k3Jd9Lq2Xv8Rt5Pz7Nw4Mc1B";

  // ok: secrets.generic-api-key-in-code
  private readonly apiKey = process.env.GEOCODER_API_KEY!;
}

// Placeholders and references are not secrets.
// ok: secrets.generic-api-key-in-code
export const docs = { apiKey: "your_api_key_here" };
// ok: secrets.generic-api-key-in-code
export const templ = { apiKey: "<API_KEY>" };
// ok: secrets.generic-api-key-in-code
export const viaEnv = { apiKey: `${process.env.API_KEY}` };
// ok: secrets.generic-api-key-in-code
export const ENV_NAME = { apiKey: "SHIPPING_API_KEY" };

// Public-by-design client keys.
// ok: secrets.generic-api-key-in-code
export const search = algoliasearch("KX42H8G1QZ", "c2f8e1a9b7d64f30a5e9c1b2d3f4a5b6", { searchApiKey: "c2f8e1a9b7d64f30a5e9c1b2d3f4a5b6" });
export const app = initializeApp({
  // ok: secrets.generic-api-key-in-code
  apiKey: "AIza0YxNVYdM32ll4Tm3ZhzEZam6yvdWSwQTy4e",
  authDomain: "acme-prod.firebaseapp.com",
});
// ok: secrets.generic-api-key-in-code
export const stripePublishableKey = "pk_live_51PJGfH7fyqb3BwVExLzscA3GT3k1Ol8G";

// Storage and header names, UUID ids.
// ok: secrets.generic-api-key-in-code
export const API_KEY_HEADER = "x-acme-api-key-v2";
// ok: secrets.generic-api-key-in-code
export const accessKey = "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b";

// Algolia DocSearch keys are search-only and public by design.
export const docusaurusThemeConfig = {
  algolia: {
    appId: "8FEAOD28DI",
    // ok: secrets.generic-api-key-in-code
    apiKey: "4b07cca33ff2d2919bc95ff98f148e9e",
    indexName: "acme-docs",
  },
};

// A constant its comment says is not a secret: a mask that makes short-link keys case sensitive.
// This is not actually a secret key, it's just a string that we XOR with the key to make it case sensitive
export const XOR_SECRET_KEY = "58ff90c0dc372ded858cbf8fb2306066"; // ok: secrets.generic-api-key-in-code

// A comment about something else says nothing about the value.
// Reporting service key, rotated every quarter; not a shared secret store yet.
export const REPORTING_SECRET_KEY = "7c1e5a9d3f0b8264ae1c9d7f5b3a0e62"; // ruleid: secrets.generic-api-key-in-code

// A Bugsnag notifier key only submits error reports: it ships in every client by design.
// ok: secrets.generic-api-key-in-code
Bugsnag.start({ apiKey: "3777b9e1c2d4f5a6b7c8d9e0f1a2b3c4", appVersion: "2.5.0" });

// ruleid: secrets.generic-api-key-in-code
export const tmdb = { api_key: "db55e1f7a03c9b2d84e6fa1c5097b377" };

// Algolia's search-only hosts (-dsn) take search keys, which Algolia documents as public.
export const ratings = new ExternalAPI("https://79frdp12pn-dsn.algolia.net/1/indexes/*", {
  "x-algolia-application-id": "79FRDP12PN",
  // ok: secrets.generic-api-key-in-code
  "x-algolia-api-key": "175588f6e5f8319b27702e4cc4013561",
});

export const indexer = new ExternalAPI("https://79FRDP12PN.algolia.net/1/indexes/movies/batch", {
  "x-algolia-application-id": "79FRDP12PN",
  // ruleid: secrets.generic-api-key-in-code
  "x-algolia-api-key": "9c3be8e17d40a2f9b3c6e85d1f07a4c2",
});

// A usage sample shown to the user: the reader's own key goes there, spelled as words.
export const overrideConfigSample = {
  // ok: secrets.generic-api-key-in-code
  "openAIApiKey": "sk-my-openai-1st-key",
  // ok: secrets.generic-api-key-in-code
  "anthropicApiKey": "my_anthropic_2nd_key",
};
// A generated key with a "my" inside a random run is still a key.
export const mailer = {
  // ruleid: secrets.generic-api-key-in-code
  "mailerApiKey": "xK9-my-Qz81Lp0aVb7TwE",
};
