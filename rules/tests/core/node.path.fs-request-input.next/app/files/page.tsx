'use client';
// A client component: `readFile` is the server action it imports (the action checks the name), not fs's
import { useState } from 'react';
import { readFile } from '../notes/reader';

export default function FilesPage() {
  const [content, setContent] = useState('');

  async function open(formData: FormData) {
    const filename = formData.get('filename') as string;
    // ok: node.path.fs-request-input
    const result = await readFile(filename);
    setContent(result);
  }

  return (
    <form action={open}>
      <input name="filename" />
      <pre>{content}</pre>
    </form>
  );
}
