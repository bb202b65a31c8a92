import NextAuth from "next-auth";
import GitHub from "next-auth/providers/github";
import session from "express-session";

export const { handlers } = NextAuth({
  providers: [
    GitHub({
      clientId: "Iv1.8a61f9b3a7aba766",
      // ruleid: secrets.generic-secret
      clientSecret: "q8Zr2LmX7vPt4Nw9Kc3Hs6Jd1Bf5",
    }),
    GitHub({
      id: "github-enterprise",
      clientId: process.env.GHE_CLIENT_ID!,
      // ok: secrets.generic-secret
      clientSecret: process.env.GHE_CLIENT_SECRET!,
    }),
  ],
  // ruleid: secrets.generic-secret
  secret: "Kq7Xv2Lp9Rt4Zm8Nc3Wb6Hs1",
});

// ruleid: secrets.generic-secret
const WEBHOOK_SECRET = "a3f9c2e7b1d40689e2c7f1b3d5e8a0c4";

// ok: secrets.generic-secret
export const app = session({ secret: process.env.SESSION_SECRET!, resave: false, saveUninitialized: false });

// JWT signing secrets are reported by the auth rules, not here.
// ok: secrets.generic-secret
const JWT_SECRET = "q8Zr2LmX7vPt4Nw9Kc3Hs6Jd1Bf5";

// ok: secrets.generic-secret
export const SECRET_NAME = { secret: "prod/api/STRIPE_WEBHOOK_SECRET" };

// ok: secrets.generic-secret
export const vaultRef = { secret: "vault:secret/data/api#webhook" };

export { WEBHOOK_SECRET, JWT_SECRET };

// A member path of the app's build config, read from its env at build time: not a literal.
export const alby = {
  clientId: Config.V4V_PROVIDERS_ALBY_CLIENT_ID,
  // ok: secrets.generic-secret
  clientSecret: Config.V4V_PROVIDERS_ALBY_CLIENT_SECRET
};
// ok: secrets.generic-secret
export const basicAuth = { username: "podcast-app", clientSecret: PV.V4V.providers.alby.env.prod.clientSecret };
