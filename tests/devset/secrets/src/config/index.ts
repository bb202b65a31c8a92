import { z } from "zod";

/**
 * Central configuration for the API server. Values come from the environment,
 * validated at startup, except for the few legacy literals flagged below.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().default(4000),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_"),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_"),
  SESSION_SECRET: z.string().min(32),
  OPENAI_API_KEY: z.string().optional(),
});

export const env = EnvSchema.parse(process.env);

export const config = {
  port: env.PORT,
  database: {
    url: env.DATABASE_URL,
    // Reporting replica, added during the Q3 migration and never moved to the environment.
    // ruleid: secrets.url-credentials
    replicaUrl: "postgres://reporting:Hq8vN2kLp5Xz9Rt3@replica-1.c9akciq32.eu-west-1.rds.amazonaws.com:5432/app",
    poolSize: 20,
  },
  redis: {
    url: env.REDIS_URL,
    keyPrefix: "acme:",
  },
  stripe: {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    // Publishable key: shipped to the browser by design.
    publishableKey: "pk_live_51PJGfH7fyqb3BwVExLzscA3GT3k1Ol8GqWX5GHuOxPiQP5CahCTPyrFgm635WH8FGnd77Wik",
    apiVersion: "2024-06-20" as const,
  },
  session: {
    secret: env.SESSION_SECRET,
    cookieName: "acme.sid",
    maxAgeMs: 1000 * 60 * 60 * 8,
  },
  geocoder: {
    baseUrl: "https://api.geocoder.example.net/v2",
    // ruleid: secrets.generic-api-key-in-code
    apiKey: "Tq7Lm2Xv9Rk4Pz8Nw3Hc6Bj1",
    timeoutMs: 3000,
  },
  search: {
    appId: "KX42H8G1QZ",
    // Search-only key: public, restricted to the products index.
    searchOnlyApiKey: "c2f8e1a9b7d64f30a5e9c1b2d3f4a5b6",
  },
  sentry: {
    // The DSN only allows sending events.
    dsn: "https://8f3c2b1a9d7e4f60a5b4c3d2e1f0a9b8@o123456.ingest.sentry.io/4505",
    tracesSampleRate: 0.1,
  },
  openai: {
    apiKey: env.OPENAI_API_KEY,
    model: "gpt-4o-mini",
  },
  crypto: {
    // SHA-256 of the empty string, used to detect empty uploads.
    emptySha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    releaseCommit: "6e7d08dd4638bc368f7e5473bf585a85923b3090",
  },
  features: {
    passwordMinLength: 12,
    tokenTtlSeconds: 900,
    refreshTokenCookie: "acme.rt",
  },
} as const;

export type AppConfig = typeof config;
