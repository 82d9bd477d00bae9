// POST /api/pack/undo – reverse the employee's last scan (pack and status move, nest, take-off) on the upstream.
import { defineRoute } from "@/lib/route/define-route";
import { packingContext, packingRoles } from "@/lib/packing/route-context";
import { undoLastScan } from "@/lib/packing/undo";

export const dynamic = "force-dynamic";

export const POST = defineRoute({ roles: packingRoles, audit: "pack.undo" }, async (input) =>
  undoLastScan(await packingContext(input)),
);
