import { withSentryConfig } from "@sentry/nextjs";
import type { NextConfig } from "next";

const nextConfig: NextConfig = { reactStrictMode: true };

export default withSentryConfig(nextConfig, {
  org: "acme",
  project: "web",
  // ruleid: secrets.sentry-auth-token
  authToken: "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",
  silent: true,
});

export const sentryCli = {
  // ok: secrets.sentry-auth-token
  authToken: process.env.SENTRY_AUTH_TOKEN,
  // The DSN is public by design: it only allows sending events.
  // ok: secrets.sentry-auth-token
  dsn: "https://8f3c2b1a9d7e4f60a5b4c3d2e1f0a9b8@o123456.ingest.sentry.io/4505",
  // ruleid: secrets.sentry-auth-token
  legacy: { SENTRY_AUTH_TOKEN: "60d425384aa1dbf7369f66e5fa2baa32cb2d701cc2bc3501fdf9721a3e619ed4" },
};
