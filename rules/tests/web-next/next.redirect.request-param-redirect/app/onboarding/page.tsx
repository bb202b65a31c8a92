import { redirect } from 'next/navigation';

function tryRedirectToCallback(callbackUrl: string | null): void {
  if (!callbackUrl) return;
  let safePath: string | null = null;
  try {
    const target = new URL(callbackUrl, 'http://_');
    const safe =
      (target.protocol === 'http:' || target.protocol === 'https:') &&
      target.pathname.startsWith('/') &&
      !target.pathname.startsWith('//');
    if (safe) {
      safePath = `${target.pathname}${target.search}${target.hash}`;
    }
  } catch {
    // malformed: no redirect
  }
  if (safePath) {
    // ok: next.redirect.request-param-redirect
    redirect(safePath);
  }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; next?: string }> }) {
  const { callbackUrl, next } = await searchParams;
  tryRedirectToCallback(callbackUrl ?? null);
  if (next) {
    const target = new URL(next, 'http://_');
    // the parsed path unchecked: //evil.example stays protocol-relative
    // ruleid: next.redirect.request-param-redirect
    redirect(`${target.pathname}${target.search}`);
  }
  return null;
}
