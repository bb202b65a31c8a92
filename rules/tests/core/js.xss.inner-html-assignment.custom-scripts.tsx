'use client';

import { useEffect, useRef } from 'react';

// formbricks' survey pages: head scripts the workspace admin configured, parsed to run their <script>s
export const CustomScriptsInjector = ({ workspaceScripts }: { workspaceScripts?: string | null }) => {
  const injectedRef = useRef(false);
  useEffect(() => {
    if (injectedRef.current || !workspaceScripts?.trim()) return;
    const container = document.createElement('div');
    // ok: js.xss.inner-html-assignment
    container.innerHTML = workspaceScripts;
    container.querySelectorAll('script').forEach((script) => {
      const newScript = document.createElement('script');
      Array.from(script.attributes).forEach((attr) => newScript.setAttribute(attr.name, attr.value));
      newScript.textContent = script.textContent;
      document.head.appendChild(newScript);
    });
    injectedRef.current = true;
  }, [workspaceScripts]);
  return null;
};

// markup shown as it is: its handlers run in the page
export const Announcement = ({ html }: { html: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // ruleid: js.xss.inner-html-assignment
    if (ref.current) ref.current.innerHTML = html;
  }, [html]);
  return <div ref={ref} />;
};
