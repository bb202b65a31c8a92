import { NextRequest, NextResponse } from "next/server";
import { randomUUID } from "crypto";

export async function GET(request: NextRequest) {
  const { searchParams } = new URL(request.url);
  const sessionId = searchParams.get("sessionId");
  const response = NextResponse.redirect(new URL("/dashboard", request.url));
  if (sessionId) {
    // ruleid: node.session.client-chosen-session-id
    response.cookies.set("session_id", sessionId, { httpOnly: true, sameSite: "lax" });
  } else {
    // ok: node.session.client-chosen-session-id
    response.cookies.set("session_id", randomUUID(), { httpOnly: true, sameSite: "lax" });
  }
  // ok: node.session.client-chosen-session-id
  response.cookies.set("locale", searchParams.get("locale") ?? "en");
  return response;
}

export async function POST(request: NextRequest) {
  const form = await request.formData();
  const response = NextResponse.json({ ok: true });
  // a preference kept beside the session, not its id
  // ok: node.session.client-chosen-session-id
  response.cookies.set("session_lang", String(form.get("lang") ?? "en"));
  // ruleid: node.session.client-chosen-session-id
  response.cookies.set("app.sid", String(form.get("sid")));
  return response;
}
