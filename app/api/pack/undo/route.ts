// POST /api/pack/undo – reverse the employee's last scan (pack and status move, nest, take-off) on the upstream.
// GET /api/pack/undo – what that undo would reverse (package, project, when), without reversing it.
import { defineRoute } from "@/lib/route/define-route";
import { packingContext, packingRoles } from "@/lib/packing/route-context";
import { undoLastScan } from "@/lib/packing/undo";
import { previewUndo } from "@/lib/packing/undo-preview";

export const dynamic = "force-dynamic";

export const POST = defineRoute({ roles: packingRoles, audit: "pack.undo" }, async (input) =>
  undoLastScan(await packingContext(input)),
);

export const GET = defineRoute({ roles: packingRoles }, async (input) =>
  previewUndo(await packingContext(input)),
);
