// GET /api/polygons/{id} – one production polygon with its status history (newest first), departments and packages.
import { polygonWithHistory } from "@/lib/bff/overview";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["supervisor", "admin"], params: idParams }, ({ upstream, params }) =>
  polygonWithHistory(upstream, params.id),
);
