// An allow-list of hosts read with `some`: `ALLOWED.some((entry) => host(url) === host(entry))` holds
// only for a URL whose host is one of the list's (the operator's configuration, not the caller's), as
// `ALLOWED.has(new URL(url).hostname)` does; an exit when it fails confines where the server connects.
import { NextRequest, NextResponse } from "next/server";
import { getServerSideConfig } from "@/app/config/server";

const config = getServerSideConfig();
const ALLOWED_ENDPOINTS = ["https://dav.example.com/remote.php/", ...config.allowedEndpoints];
const ALLOWED_HOSTS = new Set(config.allowedHosts);

const parseUrl = (url: string) => {
  try {
    return new URL(url);
  } catch (err) {
    return null;
  }
};

export async function GET(req: NextRequest) {
  const endpoint = new URL(req.url).searchParams.get("endpoint");
  if (
    !endpoint ||
    !ALLOWED_ENDPOINTS.some((allowed) => {
      const allowedUrl = parseUrl(allowed);
      const target = parseUrl(endpoint);
      return target && target.hostname === allowedUrl?.hostname;
    })
  ) {
    return NextResponse.json({ error: "Invalid endpoint" }, { status: 400 });
  }
  // ok: node.ssrf.request-url
  return fetch(endpoint, { redirect: "manual" });
}

export async function POST(req: NextRequest) {
  const { url } = await req.json();
  if (!ALLOWED_HOSTS.has(new URL(url).hostname)) {
    return NextResponse.json({ error: "host not allowed" }, { status: 400 });
  }
  // ok: node.ssrf.request-url
  return fetch(url);
}

export async function PUT(req: NextRequest) {
  const { url, hosts } = await req.json();
  // a list the caller sends is no allow-list
  if (!hosts.some((host: string) => new URL(url).hostname === host)) {
    return NextResponse.json({ error: "host not allowed" }, { status: 400 });
  }
  // ruleid: node.ssrf.request-url
  return fetch(url);
}

export async function PATCH(req: NextRequest) {
  const { url } = await req.json();
  // the check's answer is ignored: the request goes out either way
  const known = ALLOWED_ENDPOINTS.some((allowed) => new URL(url).origin === new URL(allowed).origin);
  console.log("known endpoint", known);
  // ruleid: node.ssrf.request-url
  return fetch(url);
}
