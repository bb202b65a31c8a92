'use client';

import { useEffect, useState } from 'react';
import { createHighlighter, type Highlighter } from 'shiki';
import { IS_PRODUCTION, SENTRY_DSN, SENTRY_CLIENT_RUNTIME_CONFIG_KEY } from '@/lib/constants';

// papermark's webhook event viewer: the highlighter's output set straight into state
export function CodeBlock({ code, isDark }: { code: string; isDark: boolean }) {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(null);
  const [highlightedCode, setHighlightedCode] = useState<string>('');
  const [rawPreview, setRawPreview] = useState<string>('');
  useEffect(() => {
    createHighlighter({ themes: ['min-light'], langs: ['json'] }).then(setHighlighter);
  }, []);
  useEffect(() => {
    if (highlighter && code) {
      const html = highlighter.codeToHtml(code, { lang: 'json', theme: isDark ? 'min-dark' : 'min-light' });
      setHighlightedCode(html);
      const preview = code.slice(0, 200);
      setRawPreview(preview);
    }
  }, [highlighter, code, isDark]);
  return (
    <>
      {/* ok: react.xss.dangerously-set-inner-html */}
      <div className="overflow-x-auto rounded-md" dangerouslySetInnerHTML={{ __html: highlightedCode }} />
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <div className="preview" dangerouslySetInnerHTML={{ __html: rawPreview }} />
    </>
  );
}

// formbricks' Sentry hand-off: JSON with "<" escaped, assigned to a constant global name
export const SentryClientConfigScript = () => {
  if (!IS_PRODUCTION || !SENTRY_DSN) return null;
  const config = { dsn: SENTRY_DSN };
  const serializedConfig = JSON.stringify(config).replaceAll('<', String.raw`\u003c`);
  // ok: react.xss.dangerously-set-inner-html
  return <script id="sentry-client-config" dangerouslySetInnerHTML={{ __html: `window.${SENTRY_CLIENT_RUNTIME_CONFIG_KEY}=${serializedConfig};` }} />;
};

export const InitialState = ({ state }: { state: Record<string, unknown> }) => {
  const serialized = JSON.stringify(state);
  // "</script>" inside a value closes the element: not escaped
  // ruleid: react.xss.dangerously-set-inner-html
  return <script dangerouslySetInnerHTML={{ __html: `window.__STATE__=${serialized};` }} />;
};

// shadcn/ui's ChartStyle: CSS variables from the developer's chart config
const THEMES = { light: '', dark: '.dark' } as const;
type ChartConfig = Record<string, { color?: string; theme?: Record<keyof typeof THEMES, string> }>;

export const ChartStyle = ({ id, config }: { id: string; config: ChartConfig }) => {
  const colorConfig = Object.entries(config).filter(([, c]) => c.theme || c.color);
  if (!colorConfig.length) return null;
  return (
    <style
      // ok: react.xss.dangerously-set-inner-html
      dangerouslySetInnerHTML={{
        __html: Object.entries(THEMES)
          .map(
            ([theme, prefix]) => `
${prefix} [data-chart=${id}] {
${colorConfig
  .map(([key, itemConfig]) => {
    const color = itemConfig.theme?.[theme as keyof typeof itemConfig.theme] || itemConfig.color;
    return color ? `  --color-${key}: ${color};` : null;
  })
  .join('\n')}
}
`,
          )
          .join('\n'),
      }}
    />
  );
};

export const ProfileStyle = ({ css }: { css: { rules: string[] } }) => (
  // ruleid: react.xss.dangerously-set-inner-html
  <style dangerouslySetInnerHTML={{ __html: css.rules.map((rule) => `.profile ${rule}`).join('\n') }} />
);

// dub's and papermark's form card: a help-text slot that is a React node unless it is a string
export function Form({ title, helpText }: { title: string; helpText?: string | React.ReactNode }) {
  return (
    <form>
      <h2>{title}</h2>
      {typeof helpText === 'string' ? (
        <p
          className="text-sm text-muted-foreground"
          // ok: react.xss.dangerously-set-inner-html
          dangerouslySetInnerHTML={{ __html: helpText || '' }}
        />
      ) : (
        helpText
      )}
    </form>
  );
}

// a string-only prop rendered as HTML: whatever the caller holds goes in
export function Notice({ bodyHtml }: { bodyHtml: string }) {
  return typeof bodyHtml === 'string' ? (
    // ruleid: react.xss.dangerously-set-inner-html
    <p dangerouslySetInnerHTML={{ __html: bodyHtml }} />
  ) : null;
}
