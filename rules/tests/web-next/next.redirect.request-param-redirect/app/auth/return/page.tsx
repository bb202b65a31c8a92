import { redirect } from "next/navigation";

// Rejects `//evil.example` but lets `/\evil.example` through, which the browser reads as `//evil.example`.
const returnPath = (value?: string) => {
  if (!value) return "/";
  return value.startsWith("/") && !value.startsWith("//") ? value : "/";
};

// Rejects both spellings of a protocol-relative start.
const localReturnPath = (value?: string) => {
  if (!value) return "/";
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
};

export default async function ReturnPage({ searchParams }: { searchParams: Promise<{ to?: string; next?: string }> }) {
  const params = await searchParams;
  if (params.next) {
    // ok: next.redirect.request-param-redirect
    redirect(localReturnPath(params.next));
  }
  // ruleid: next.redirect.request-param-redirect
  redirect(returnPath(params.to));
}
