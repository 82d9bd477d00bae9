// POST /api/reasons/undo – why the packer undid a scan (optional, said after the undo) of a polygon they undid in the last hour.
import { packingRoles } from "@/lib/packing/route-context";
import { undoReasonBody } from "@/lib/reasons/schemas";
import { recordUndoReason } from "@/lib/reasons/undo-reason";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";

export const POST = defineRoute(
  { roles: packingRoles, body: undoReasonBody, audit: "reason.undo", successStatus: 201 },
  async ({ employee, body }) => recordUndoReason(await appDatabase(), employee, body),
);
