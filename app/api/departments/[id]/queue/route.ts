// GET /api/departments/{id}/queue – the department's polygons with their current status, planned finish first, overdue flagged.
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";
import { assertMayWorkInDepartment, departmentQueue, queueQuery } from "@/lib/bff/stations";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams, query: queueQuery },
  ({ upstream, employee, params, query }) => {
    assertMayWorkInDepartment(employee, params.id);
    return departmentQueue(upstream, params.id, { includeFinished: query.includeFinished === "true" });
  },
);
