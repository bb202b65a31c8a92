'use client';

import { useEffect, useState } from 'react';
import { codeToHtml } from 'shiki';
import { useTranslations } from 'next-intl';
import { sanitizeSurveyHtml } from '@/lib/sanitize';

// The shapes seen in production apps: highlighter output, translations, sanitized copies.
export function CodeSample({ code, lang }: { code: string; lang: string }) {
  const [highlighted, setHighlighted] = useState('');
  useEffect(() => {
    codeToHtml(code, { lang, theme: 'github-light' }).then(setHighlighted);
  }, [code, lang]);
  // ok: react.xss.dangerously-set-inner-html
  return <div className="shiki-wrapper" dangerouslySetInnerHTML={{ __html: highlighted }} />;
}

export async function WebhookBody({ body }: { body: string }) {
  const html = await codeToHtml(body, { lang: 'json', theme: 'min-light' });
  // ok: react.xss.dangerously-set-inner-html
  return <pre dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Intro() {
  const t = useTranslations();
  return (
    <div>
      {/* ok: react.xss.dangerously-set-inner-html */}
      <p dangerouslySetInnerHTML={{ __html: t('setup.intro.paragraph_1') }} />
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <p dangerouslySetInnerHTML={{ __html: t(userProvidedKey) }} />
    </div>
  );
}

export function Headline({ headline }: { headline: string }) {
  const safeHtml = headline ? sanitizeSurveyHtml(headline) : '';
  const rawHtml = headline.replace(/\n/g, '<br>');
  return (
    <>
      {/* ok: react.xss.dangerously-set-inner-html */}
      <h2 dangerouslySetInnerHTML={{ __html: safeHtml }} />
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <h3 dangerouslySetInnerHTML={{ __html: rawHtml }} />
    </>
  );
}

export function RemoteSnippet({ url }: { url: string }) {
  const [snippet, setSnippet] = useState('');
  useEffect(() => {
    fetch(url).then((r) => r.text()).then(setSnippet);
  }, [url]);
  // ruleid: react.xss.dangerously-set-inner-html
  return <div dangerouslySetInnerHTML={{ __html: snippet }} />;
}

async function highlightCode(code: string) {
  const highlighter = await getHighlighter();
  return highlighter.codeToHtml(code, { lang: 'tsx', theme: 'min-light' });
}

export function SupportCodeBlock({ code }: { code: string }) {
  const [highlightedHtml, setHighlightedHtml] = useState<string | null>(null);
  useEffect(() => {
    highlightCode(code).then(setHighlightedHtml);
  }, [code]);
  // ok: react.xss.dangerously-set-inner-html
  return <code dangerouslySetInnerHTML={{ __html: highlightedHtml ?? '' }} />;
}

export function WebhookEventSheet({ event, highlighter }: { event: { body: string }; highlighter: Highlighter }) {
  const [requestBody, setRequestBody] = useState('');
  const [preview, setPreview] = useState('');
  useEffect(() => {
    const toHighlightedJson = (raw: string) => highlighter.codeToHtml(raw, { lang: 'json', theme: 'min-light' });
    setRequestBody(toHighlightedJson(event.body));
    setPreview(event.body);
  }, [event, highlighter]);
  return (
    <>
      {/* ok: react.xss.dangerously-set-inner-html */}
      <div className="shiki-wrapper" dangerouslySetInnerHTML={{ __html: requestBody }} />
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <div dangerouslySetInnerHTML={{ __html: preview }} />
    </>
  );
}
