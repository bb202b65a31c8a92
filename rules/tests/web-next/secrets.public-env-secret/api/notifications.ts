// The API server (Node, never built by Vite) keeps the SPA's variable names: Vite inlines only
// `import.meta.env.VITE_*` into the bundle, so a `process.env` read here stays on the server.
import webpush from 'web-push';

webpush.setVapidDetails(
  process.env.VITE_VAPID_MAILTO!,
  process.env.VITE_VAPID_PUBLIC_KEY!,
  // ok: secrets.public-env-secret
  process.env.VITE_VAPID_PRIVATE_KEY!,
);

// the SPA's own read is inlined into the bundle every visitor downloads
// ruleid: secrets.public-env-secret
export const adminToken = import.meta.env.VITE_ADMIN_TOKEN;
