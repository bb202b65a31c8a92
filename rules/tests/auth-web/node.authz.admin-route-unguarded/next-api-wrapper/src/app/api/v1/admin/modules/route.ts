import { NextResponse } from "next/server";
import UserService from "@/backend/UserService";
import { apiHandler } from "@/util/api";
import { db } from "@/models";

// ok: node.authz.admin-route-unguarded
export const GET = apiHandler(async (_req, { session }) => {
  UserService.validateIsAdmin(session);
  return NextResponse.json({ data: await db.models.Module.findAll() });
});
