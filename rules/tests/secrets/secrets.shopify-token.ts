import { shopifyApi, ApiVersion, Session } from "@shopify/shopify-api";

export const shopify = shopifyApi({
  apiKey: process.env.SHOPIFY_API_KEY!,
  // ruleid: secrets.shopify-token
  apiSecretKey: "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",
  apiVersion: ApiVersion.July24,
  hostName: "app.acme.dev",
  isEmbeddedApp: true,
});

const session = new Session({ id: "offline_acme.myshopify.com", shop: "acme.myshopify.com", state: "", isOnline: false });
// ruleid: secrets.shopify-token
session.accessToken = "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";

export const adminClient = new shopify.clients.Rest({ session });

export const fromEnvSession = new Session({
  id: "offline_acme.myshopify.com",
  shop: "acme.myshopify.com",
  state: "",
  isOnline: false,
  // ok: secrets.shopify-token
  accessToken: process.env.SHOPIFY_ADMIN_TOKEN,
});

// ok: secrets.shopify-token
export const TOKEN_PREFIXES = ["shpat_", "shpca_", "shppa_", "shpss_"];
