import { createClient } from '@clickhouse/client';
import { NextResponse } from 'next/server';

const clickhouse = createClient({ url: process.env.CLICKHOUSE_URL });

// The server route runs the statement it builds: the table name is the client's.
export async function GET(_request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  // ruleid: js.sql.sql-string-built
  const result = await clickhouse.query({ query: `SELECT count() AS rows FROM ${table}`, format: 'JSONEachRow' });
  return NextResponse.json(await result.json());
}
