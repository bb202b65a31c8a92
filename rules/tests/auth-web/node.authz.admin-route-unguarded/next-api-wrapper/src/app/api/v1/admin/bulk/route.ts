import { NextResponse } from "next/server";
import { z } from "zod";
import AdminService from "@/backend/AdminService";
import { apiHandler } from "@/util/api";

const bulkRequest = z.object({ cityIds: z.array(z.string()).max(100), year: z.number().int() });

// ok: node.authz.admin-route-unguarded
export const POST = apiHandler(async (req, { session }) => {
  const props = bulkRequest.parse(await req.json());
  return NextResponse.json(await AdminService.createInventories(props, session));
});
