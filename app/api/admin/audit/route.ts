// GET /api/admin/audit?limit=&offset=&username=&action=&from=&to= – audit rows, newest first, filtered and paged.
import { auditQuery, listAuditEntries } from "@/lib/bff/audit";
import { defineRoute } from "@/lib/bff/route";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["admin"], query: auditQuery }, ({ query }) =>
  listAuditEntries(query),
);
