// Turning scraped links into Markdown: wrapped redirect links are rewritten to the target they
// carry. Whatever the host says, the result is only a link in the text; nothing is trusted.
export function unwrapRedirect(href: string): string {
  try {
    const u = new URL(href);
    const host = u.hostname.toLowerCase();
    // ok: js.url.substring-allowlist
    if (host.endsWith('safelinks.protection.outlook.com')) {
      const target = u.searchParams.get('url');
      if (target) return decodeURIComponent(target);
    }
    // ok: js.url.substring-allowlist
    if (host.endsWith('google.com') && u.pathname === '/url') {
      const target = u.searchParams.get('q') || u.searchParams.get('url');
      if (target) return decodeURIComponent(target);
    }
    return href;
  } catch {
    return href;
  }
}

// The same suffix test deciding where the browser may be sent after sign-in.
export function isSafeRedirect(target: string): boolean {
  const host = new URL(target).hostname;
  // ruleid: js.url.substring-allowlist
  return host.endsWith('acme-example.com');
}
