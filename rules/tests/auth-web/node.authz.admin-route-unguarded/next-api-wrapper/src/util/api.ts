import { NextRequest, NextResponse } from "next/server";
import { getServerSession } from "next-auth";
import createHttpError from "http-errors";
import { authOptions } from "@/lib/auth";

export type AppSession = { user: { id: string; role: "admin" | "user" } };
type Context = { params: Record<string, string>; session: AppSession | null };
type Handler = (req: NextRequest, context: Context) => Promise<NextResponse>;

// reads who calls and hands the session on; each handler decides what it requires
export function apiHandler(handler: Handler) {
  return async (req: NextRequest, props: { params: Record<string, string> }) => {
    try {
      const session = (await getServerSession(authOptions)) as AppSession | null;
      return await handler(req, { params: props.params, session });
    } catch (error) {
      if (createHttpError.isHttpError(error)) {
        return NextResponse.json({ error: error.message }, { status: error.statusCode });
      }
      throw error;
    }
  };
}
