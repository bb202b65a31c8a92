import { Client } from 'pg';

// The partner portal is a Django app; its users sign in there, and Django hashes their passwords.
// This task copies the portal's dump into our reporting database every night.
const PORTAL_SCHEMA = `
CREATE TABLE public.auth_user (
    id integer NOT NULL,
    -- ok: node.password.no-hashing-library
    password character varying(128) NOT NULL,
    last_login timestamp with time zone,
    username character varying(150) NOT NULL
);
`;

export async function syncPortal(dump: string): Promise<void> {
  // ok: node.password.no-hashing-library
  const client = new Client({
    user: process.env.REPORTING_DB_USERNAME,
    host: process.env.REPORTING_DB_HOST,
    database: process.env.REPORTING_DB_NAME,
    password: process.env.REPORTING_DB_PASSWORD,
  });
  await client.connect();
  try {
    await client.query(PORTAL_SCHEMA);
    await client.query(dump);
  } finally {
    await client.end();
  }
}
