import { cookies } from "next/headers";
import jwt from "jsonwebtoken";
import { createSession } from "@/lib/sessions";

const WEEK = 60 * 60 * 24 * 7;

export async function POST(request: Request) {
  const { email, password } = await request.json();
  const session = await createSession(email, password);
  const token = jwt.sign({ sub: session.userId }, process.env.JWT_SECRET!, { expiresIn: "7d" });
  (await cookies()).set("session", token, { httpOnly: true, secure: true, sameSite: 'lax', path: "/", maxAge: WEEK });
  return Response.json({ ok: true });
}
