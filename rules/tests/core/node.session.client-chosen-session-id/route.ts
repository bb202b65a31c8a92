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
