import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

// Next.js 16 proxy: behind the load balancer a plain-HTTP request is sent back to the same address over HTTPS
export function proxy(request: NextRequest) {
  if (process.env.NODE_ENV === "production" && request.headers.get("x-forwarded-proto") !== "https") {
    const httpsUrl = new URL(request.url);
    httpsUrl.protocol = "https:";
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(httpsUrl, 301);
  }

  if (request.nextUrl.pathname === "/go") {
    // the path the link names, resolved against the request: an absolute one leaves the site
    const target = new URL(request.nextUrl.searchParams.get("to") ?? "/", request.url);
    // ruleid: next.redirect.response-redirect-user-url
    return NextResponse.redirect(target, 302);
  }

  if (request.nextUrl.pathname === "/mirror") {
    const mirrored = new URL(request.url);
    mirrored.host = request.nextUrl.searchParams.get("mirror") ?? "mirror.example.org";
    // ruleid: next.redirect.response-redirect-user-url
    return NextResponse.redirect(mirrored, 307);
  }

  return NextResponse.next();
}

// the admin's middleware: its own origin, as the proxy in front of it states the scheme and the host
export async function middleware(request: NextRequest) {
  const proto = request.headers.get("x-forwarded-proto");
  const host = request.headers.get("host");
  const ROOT_URL = proto + "://" + host;
  if (!request.cookies.get("session")?.value) {
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(ROOT_URL + "/login");
  }
  if (request.nextUrl.pathname === "/update") {
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(`${proto}://${host}/update/profile-info`);
  }
  const target = request.nextUrl.searchParams.get("target");
  if (target) {
    // a scheme from the proxy, but a host from the link
    // ruleid: next.redirect.response-redirect-user-url
    return NextResponse.redirect(`${proto}://${target}/posts`);
  }
  return NextResponse.next();
}
