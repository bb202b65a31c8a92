// The value model: HTML that is a constant of the file (a `const` string, a template of
// constants, a member of a constant table) is quiet; a prop is still reported.
import React from 'react';

const READER_CSS = `
  body { font-family: Georgia, serif; }
  mark { background: #fff3a3; }
`;
const BADGES = { beta: '<span class="badge">Beta</span>', new: '<span class="badge">New</span>' } as const;

export function ReaderStyles() {
  // ok: react.xss.dangerously-set-inner-html
  return <style dangerouslySetInnerHTML={{ __html: READER_CSS }} />;
}

export function FeatureBadge({ kind }: { kind: keyof typeof BADGES }) {
  const markup = BADGES[kind];
  // ok: react.xss.dangerously-set-inner-html
  return <span dangerouslySetInnerHTML={{ __html: markup }} />;
}

export function Counter({ count }: { count: number }) {
  const html = `<strong>${count}</strong> items`;
  // ok: react.xss.dangerously-set-inner-html
  return <p dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Bio({ bio }: { bio: string }) {
  // ruleid: react.xss.dangerously-set-inner-html
  return <p dangerouslySetInnerHTML={{ __html: bio }} />;
}
