import type { Context } from 'koa';

// A server handler that builds the Location of a redirect in a variable of its own named
// `location`: assigning it does not navigate anything.
export async function redirectToResolvedVersion(ctx: Context, fullname: string, spec: string, version: string) {
  let location = ctx.url.replace(`/${fullname}/${spec}/files`, `/${fullname}/${version}/files`);
  // ok: js.redirect.location-from-url
  location = location.replace(`/${fullname}/${encodeURIComponent(spec)}/files`, `/${fullname}/${version}/files`);
  ctx.status = 302;
  ctx.set('location', location);
}

// The page's own location, assigned where nothing declares a `location` of its own.
export function continueAfterLogin() {
  const next = new URLSearchParams(window.location.search).get('next');
  if (next) {
    // ruleid: js.redirect.location-from-url
    location = next;
  }
}

// A local variable elsewhere does not hide the global in another function.
export function other() {
  const location = '/home';
  return location;
}

export function goToHash() {
  // ruleid: js.redirect.location-from-url
  location = decodeURIComponent(window.location.hash.slice(1));
}
