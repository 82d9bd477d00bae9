// GET /api/admin/audit?limit= – the latest rows of the audit trail, newest first.
import { auditQuery, listAuditEntries } from "@/lib/bff/audit";
import { defineRoute } from "@/lib/bff/route";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["admin"], query: auditQuery }, ({ query }) =>
  listAuditEntries(query.limit),
);
