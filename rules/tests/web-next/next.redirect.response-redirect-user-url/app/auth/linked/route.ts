import { NextResponse } from "next/server";
import { exchangeCodeForTokens } from "@/lib/oauth";

// the app's base URL: the configured one, else the origin this request was sent to
function getAppUrl(request: Request): string {
  const raw = process.env.NEXT_PUBLIC_APP_URL ?? new URL(request.url).origin;
  return raw.replace(/\/+$/, "");
}

// where the user asked to go next, as the query says
function getReturnTo(request: Request): string {
  return new URL(request.url).searchParams.get("returnTo") ?? "/";
}

function redirectWithError(request: Request, message: string) {
  const appUrl = getAppUrl(request);
  const params = new URLSearchParams({ error: message });
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(`${appUrl}/auth/complete?${params}`);
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  if (!code) {
    return redirectWithError(request, "missing code");
  }
  await exchangeCodeForTokens(code);
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(getReturnTo(request));
}
