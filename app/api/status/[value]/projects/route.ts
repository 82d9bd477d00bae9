// GET /api/status/{value}/projects?assignedBefore= – the projects with that current status (optionally held longer than the delay).
import { defineRoute } from "@/lib/bff/route";
import { projectsForStatus } from "@/lib/bff/overview";
import { assignedBeforeQuery, statusValueParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], params: statusValueParams, query: assignedBeforeQuery },
  ({ upstream, params, query }) => projectsForStatus(upstream, params.value, query.assignedBefore),
);
