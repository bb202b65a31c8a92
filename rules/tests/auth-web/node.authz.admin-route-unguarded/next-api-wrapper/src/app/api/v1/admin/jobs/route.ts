import { NextRequest, NextResponse } from "next/server";
import { apiHandler } from "@/util/api";
import { db } from "@/models";

// ruleid: node.authz.admin-route-unguarded
export const GET = apiHandler(async (req: NextRequest) => {
  const projectId = new URL(req.url).searchParams.get("projectId");
  return NextResponse.json({ data: await db.models.Job.findAll({ where: { projectId } }) });
});
