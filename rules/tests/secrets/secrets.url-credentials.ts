import { Pool } from "pg";
import { MongoClient } from "mongodb";
import { createClient } from "redis";

// ruleid: secrets.url-credentials
export const pool = new Pool({ connectionString: "postgres://app_user:N7q2Xr9vLk3Pz8Tw@prod-db.c9akciq32.eu-west-1.rds.amazonaws.com:5432/app" });

// ok: secrets.url-credentials
export const replica = new Pool({ connectionString: process.env.DATABASE_REPLICA_URL });

// ruleid: secrets.url-credentials
export const mongo = new MongoClient("mongodb+srv://api:Qm4tZ8wLp2Vx6Rn1@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority");

// ruleid: secrets.url-credentials
export const cache = createClient({ url: "rediss://default:Rk9vT2xQ7mZ3pW8n@eu1-brave-lion-31337.upstash.io:6379" });

// Local development defaults are not secrets.
// ok: secrets.url-credentials
export const devPool = new Pool({ connectionString: "postgres://postgres:postgres@localhost:5432/app_dev" });

// ok: secrets.url-credentials
export function buildUrl(user: string, password: string, host: string) {
  return `postgres://${user}:${encodeURIComponent(password)}@${host}:5432/app`;
}

// ok: secrets.url-credentials
export const DOCS_URL = "amqp://USER:PASSWORD@broker.acme.dev:5672";

// Every scheme: brokers, caches, job queues, gem servers.
// ruleid: secrets.url-credentials
export const broker = "amqps://svc:Ld8vQ3zK7mX2pW9r@b-1234.mq.eu-west-1.amazonaws.com:5671";
// ruleid: secrets.url-credentials
export const sidekiq = "redis://:Tz5mK8qL2vX7pR3w@sidekiq-redis.acme.internal:6379/0";
// ruleid: secrets.url-credentials
export const gems = "https://4f9a2c1e:7b3d8e6fa1@gems.contribsys.com/";
// ok: secrets.url-credentials
export const nats = "nats://nats.acme.internal:4222";

// The format a notification service documents, its fields named: not credentials.
// ok: secrets.url-credentials
export const APPRISE_EXAMPLE = "twilio://AccountSid:AuthToken@FromPhoneNo";
// ok: secrets.url-credentials
export const SMTP_EXAMPLE = "mailtos://UserName:AppPassword@smtp.gmail.com";

// A Sentry DSN in its legacy public:secret form: the client sends events with it, nothing more.
Sentry.init({
  // ok: secrets.url-credentials
  dsn: "https://068b9ab849bf4485beb4884adcc5be83:8c57373b9d0e4f4aa3b2c1d0e9f8a7b6@sentry.io/200469",
});
// ruleid: secrets.url-credentials
const replicaUrl = "postgres://reporting:8c57373b9d0e4f4aa3b2c1d0e9f8a7b6@replica.acme.internal:5432/app";
