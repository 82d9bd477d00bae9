// GET /api/projects/{id}/export – the project export of a production project (customer, addresses, dates).
import { projectExport } from "@/lib/bff/overview";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["supervisor", "admin"], params: idParams }, ({ upstream, params }) =>
  projectExport(upstream, params.id),
);
