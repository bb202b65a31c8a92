import { Pool } from 'pg';

export const analytics = new Pool({
  // ruleid: node.tls.pg-sslmode-no-verify
  connectionString: 'postgres://reporter@analytics.internal:5432/warehouse?sslmode=no-verify',
  max: 5,
});

export const primary = new Pool({
  // ok: node.tls.pg-sslmode-no-verify
  connectionString: `postgres://app@${process.env.DB_HOST}:5432/app?sslmode=verify-full`,
  ssl: { ca: process.env.PG_CA_CERT },
});

export function replicaUrl(host: string) {
  // ruleid: node.tls.pg-sslmode-no-verify
  return `postgresql://app@${host}:5432/app?application_name=api&sslmode=no-verify`;
}

// ok: node.tls.pg-sslmode-no-verify
export const commitFlags = ['commit', '--no-verify', '-m', 'release'];
