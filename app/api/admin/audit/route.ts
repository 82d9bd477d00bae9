// GET /api/admin/audit?limit=&offset=&username=&action=&from=&to= – audit rows, newest first, filtered and paged.
import { auditQuery, listAuditEntries } from "@/lib/audit/audit";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute({ roles: ["admin"], query: auditQuery }, ({ query }) =>
  listAuditEntries(query),
);
