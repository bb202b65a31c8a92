import NextAuth from "next-auth";
import GoogleProvider from "next-auth/providers/google";

export const { handlers, auth } = NextAuth({
  providers: [
    GoogleProvider({
      clientId: "81234567890-a1b2c3d4e5f6g7h8.apps.googleusercontent.com",
      // ruleid: secrets.google-oauth-client-secret
      clientSecret: "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",
    }),
    GoogleProvider({
      id: "google-workspace",
      clientId: process.env.WORKSPACE_CLIENT_ID!,
      // ok: secrets.google-oauth-client-secret
      clientSecret: process.env.WORKSPACE_CLIENT_SECRET!,
    }),
  ],
});

// Copied from the old Express app's passport config.
export const legacyPassport = {
  clientID: "81234567890-z9y8x7w6.apps.googleusercontent.com",
  // ruleid: secrets.google-oauth-client-secret
  clientSecret: "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",
  callbackURL: "https://app.acme.dev/auth/google/callback",
};

// ok: secrets.google-oauth-client-secret
export const docsPlaceholder = { clientSecret: "GOCSPX-xxxxxxxxxxxxxxxxxxxxxxxxxxxx" };
