import https from "node:https";
import knex from "knex";

interface ConnectionParams {
  host: string;
  ssl: boolean;
  cert?: string | null;
}

// A pasted CA certificate turns verification off: `!cert` is false whenever one is set.
export function postgresKnex({ host, ssl, cert }: ConnectionParams) {
  return knex({
    client: "pg",
    connection: {
      host,
      // ruleid: node.tls.reject-unauthorized-negated
      ssl: ssl ? { ca: cert ?? undefined, rejectUnauthorized: !cert } : false,
    },
  });
}

export const elasticTls = (config: { caCertificate?: string }) => ({
  // ruleid: node.tls.reject-unauthorized-negated
  tls: { ca: config.caCertificate, rejectUnauthorized: !config.caCertificate },
});

// Verification on in development, off in production: the other way round.
// ruleid: node.tls.reject-unauthorized-negated
export const backwards = new https.Agent({ rejectUnauthorized: process.env.NODE_ENV !== "production" });

const isProduction = process.env.NODE_ENV === "production";
// ruleid: node.tls.reject-unauthorized-negated
export const prodOff = new https.Agent({ rejectUnauthorized: !isProduction });

// ruleid: node.tls.reject-unauthorized-negated
export const prodOff2 = new https.Agent({ rejectUnauthorized: !(process.env.NODE_ENV === "production") });

// Verification off only while developing: production always verifies.
// ok: node.tls.reject-unauthorized-negated
export const devOnly = new https.Agent({ rejectUnauthorized: process.env.NODE_ENV === "production" });

// ok: node.tls.reject-unauthorized-negated
export const devOnly2 = new https.Agent({ rejectUnauthorized: process.env.NODE_ENV !== "development" });

const isDev = process.env.NODE_ENV === "development";
// ok: node.tls.reject-unauthorized-negated
export const devOnly3 = new https.Agent({ rejectUnauthorized: !isDev });

// ok: node.tls.reject-unauthorized-negated
export const devOnly4 = new https.Agent({ rejectUnauthorized: !(process.env.NODE_ENV === "development") });

// The operator's explicit opt-in, named for the insecure choice.
// ok: node.tls.reject-unauthorized-negated
export const optIn = (config: { allowSelfSigned: boolean }) => new https.Agent({ rejectUnauthorized: !config.allowSelfSigned });

// ok: node.tls.reject-unauthorized-negated
export const optIn2 = (options: { insecure?: boolean }) => ({ rejectUnauthorized: !options.insecure });

// A literal true, and a CA passed with verification on.
// ok: node.tls.reject-unauthorized-negated
export const strict = (cert: string) => new https.Agent({ ca: cert, rejectUnauthorized: true });

// ok: node.tls.reject-unauthorized-negated
export const doubled = (cert?: string) => new https.Agent({ ca: cert, rejectUnauthorized: !!cert || true });

// A per-source opt-out that defaults to verifying: off only when the operator sets it.
// ok: node.tls.reject-unauthorized-negated
export const mediaServer = (source: { ignoreInvalidCert?: boolean }) => new https.Agent({ rejectUnauthorized: !source.ignoreInvalidCert });
