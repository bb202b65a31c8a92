import { NextResponse } from "next/server";
import createHttpError from "http-errors";
import { apiHandler } from "@/util/api";
import { db } from "@/models";

export const GET = apiHandler(async (_req, { session }) => {
  if (!session) throw new createHttpError.Unauthorized("Unauthorized");
  return NextResponse.json({ data: await db.models.User.findByPk(session.user.id) });
});
