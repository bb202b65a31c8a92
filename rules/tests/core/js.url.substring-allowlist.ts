import express from 'express';
import cors from 'cors';

const app = express();
const APP_HOST = 'app.acme-example.com';

// Login callback: only send the user back to our own sites.
app.get('/auth/done', (req, res) => {
  const returnTo = String(req.query.returnTo || '/');
  // ruleid: js.url.substring-allowlist
  if (returnTo.includes('acme-example.com')) {
    return res.redirect(returnTo); // ruleid: node.redirect.request-param
  }
  res.redirect('/');
});

app.get('/auth/done-safe', (req, res) => {
  const returnTo = new URL(String(req.query.returnTo || '/'), `https://${APP_HOST}`);
  const host = returnTo.hostname;
  // ok: js.url.substring-allowlist
  if (host === 'acme-example.com' || host.endsWith('.acme-example.com')) {
    return res.redirect(returnTo.href); // ok: node.redirect.request-param
  }
  res.redirect('/');
});

app.use(
  cors({
    credentials: true,
    origin(origin, callback) {
      // ruleid: js.url.substring-allowlist
      callback(null, !origin || origin.indexOf('acme-example.com') !== -1);
    },
  }),
);

export function isAllowedRedirect(url: string): boolean {
  // ruleid: js.url.substring-allowlist
  return url.startsWith('https://app.acme-example.com');
}

export function isAllowedRedirectSafe(url: string): boolean {
  // ok: js.url.substring-allowlist
  return url.startsWith('https://app.acme-example.com/') || (url.startsWith('/') && !url.startsWith('//'));
}

window.addEventListener('message', (event) => {
  // ruleid: js.url.substring-allowlist
  if (!event.origin.endsWith('acme-example.com')) return;
  applyTheme(event.data.theme);
});

window.addEventListener('message', (event) => {
  // ok: js.url.substring-allowlist
  if (new URL(event.origin).hostname !== APP_HOST) return;
  applyTheme(event.data.theme);
});

export function trustedWebhookTarget(target: string): boolean {
  // ruleid: js.url.substring-allowlist
  return /hooks\.acme-example\.com/.test(target);
}

export function trustedWebhookTargetSafe(target: string): boolean {
  // ok: js.url.substring-allowlist
  return /^https:\/\/hooks\.acme-example\.com\//.test(target);
}

// Not trust decisions: which status page a host routes to (a getter works out a value).
export const getValidSubdomain = (host?: string | null) => {
  let subdomain: string | null = null;
  if (host?.includes('.') && !host.includes('.vercel.app')) {
    subdomain = host.split('.')[0];
  }
  // ok: js.url.substring-allowlist
  if (host && !(host.includes('status-example.dev') || host.endsWith('.vercel.app'))) {
    subdomain = host;
  }
  return subdomain;
};

// ... but a predicate named as the decision is one
export const isValidStatusHost = (host: string) =>
  // ruleid: js.url.substring-allowlist
  host.includes('status-example.dev');

// Not trust decisions: picking an embed player, a mail domain, a file type.
export function embedKind(url: string): 'youtube' | 'link' {
  // ok: js.url.substring-allowlist
  return url.includes('youtube.com') ? 'youtube' : 'link';
}

export function isStaffEmail(email: string): boolean {
  // ok: js.url.substring-allowlist
  return email.endsWith('@acme-example.com');
}

export function isManifest(url: string): boolean {
  // ok: js.url.substring-allowlist
  return url.endsWith('manifest.json');
}

export function isStaging(): boolean {
  // ok: js.url.substring-allowlist
  return window.location.hostname.includes('staging.acme-example.com');
}

declare function applyTheme(theme: unknown): void;
