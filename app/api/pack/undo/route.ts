// POST /api/pack/undo {batchId?} – reverse the employee's last scan (pack and status move, nest, take-off) on the
// upstream; with the batchId the question showed, only that scan (409 when a newer one came since).
// GET /api/pack/undo – what that undo would reverse (package, project, who, when), without reversing it.
import { defineRoute } from "@/lib/route/define-route";
import { packingContext, packingRoles } from "@/lib/packing/route-context";
import { undoLastScan } from "@/lib/packing/undo";
import { previewUndo } from "@/lib/packing/undo-preview";
import { undoBody } from "@/lib/packing/schemas";

export const POST = defineRoute({ roles: packingRoles, body: undoBody, audit: "pack.undo" }, async (input) =>
  undoLastScan(await packingContext(input), input.body.batchId),
);

export const GET = defineRoute({ roles: packingRoles }, async (input) =>
  previewUndo(await packingContext(input)),
);
