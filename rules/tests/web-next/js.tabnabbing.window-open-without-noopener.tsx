'use client';

import { useCallback } from 'react';

type Attachment = { id: string; name: string; url: string };

export function AttachmentRow({ file }: { file: Attachment }) {
  const preview = useCallback(() => {
    // ruleid: js.tabnabbing.window-open-without-noopener
    window.open(file.url, '_blank');
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
      <button onClick={() => window.open(file.url)}>Open</button>
      {/* ok: js.tabnabbing.window-open-without-noopener */}
      <button onClick={() => window.open(file.url, '_blank', 'noopener,noreferrer')}>Open safely</button>
      {/* ok: js.tabnabbing.window-open-without-noopener */}
      <button onClick={() => window.open(`/files/${file.id}/print`, '_blank')}>Print</button>
    </div>
  );
}
