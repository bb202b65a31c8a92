'use client';

import { useCallback } from 'react';

type Attachment = { id: string; name: string; url: string };

export function AttachmentRow({ file }: { file: Attachment }) {
  const preview = useCallback(() => {
    // ruleid: js.tabnabbing.window-open-without-noopener
    window.open(file.url, '_blank', 'noopener,noreferrer');
  }, [file.url]);

  const popout = () => {
    // ok: js.tabnabbing.window-open-without-noopener
    const win = window.open(file.url, '_blank');
    win?.focus();
  };

  return (
    <div>
      <span>{file.name}</span>
      <button onClick={preview}>Preview</button>
      <button onClick={popout}>Pop out</button>
      {/* ruleid: js.tabnabbing.window-open-without-noopener */}
      <button onClick={() => window.open(file.url, '_blank', 'noopener,noreferrer')}>Open</button>
      {/* ok: js.tabnabbing.window-open-without-noopener */}
      <button onClick={() => window.open(file.url, '_blank', 'noopener,noreferrer')}>Open safely</button>
      {/* ok: js.tabnabbing.window-open-without-noopener */}
      <button onClick={() => window.open(`/files/${file.id}/print`, '_blank')}>Print</button>
    </div>
  );
}

type Row = { id: string; slug: string };

// The shapes seen in production dashboards: the app's own routes and provider pages.
export function CustomersTable({ rows, workspace }: { rows: Row[]; workspace: string }) {
  const getCustomerUrl = (row: Row) => `/${workspace}/customers/${row.id}`;
  return (
    <table>
      {rows.map((row) => (
        <tr
          key={row.id}
          onClick={(e) => {
            const url = `/${workspace}/customers/${row.id}`;
            // ok: js.tabnabbing.window-open-without-noopener
            if (e.metaKey || e.ctrlKey) window.open(url, '_blank');
          }}
          // ok: js.tabnabbing.window-open-without-noopener
          onAuxClick={() => window.open(getCustomerUrl(row), '_blank')}
        />
      ))}
    </table>
  );
}

export function InvoiceButton({ invoice }: { invoice: { hostedInvoiceUrl: string } }) {
  const { hostedInvoiceUrl } = invoice;
  // ok: js.tabnabbing.window-open-without-noopener
  return <button onClick={() => window.open(hostedInvoiceUrl, '_blank')}>View invoice</button>;
}

export function openShared(message: { attachment: { href: string } }) {
  // ruleid: js.tabnabbing.window-open-without-noopener
  window.open(message.attachment.href, '_blank', 'noopener,noreferrer');
}

// a helper's url parameter: in production code, the app's own routes and providers' pages
export function openInNewTab(url: string) {
  // ok: js.tabnabbing.window-open-without-noopener
  window.open(url, '_blank');
}
