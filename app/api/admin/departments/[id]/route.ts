// PATCH, DELETE /api/admin/departments/{id} – change a department; delete it (softly, upstream).
import { deleteDepartment, updateDepartment, updateDepartmentChanges } from "@/lib/bff/admin-departments";
import { defineRoute } from "@/lib/bff/route";
import { idParams } from "@/lib/bff/schemas";

export const dynamic = "force-dynamic";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: updateDepartmentChanges, audit: "admin.department.update" },
  ({ upstream, params, body }) => updateDepartment(upstream, params.id, body),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.department.delete" },
  ({ upstream, params }) => deleteDepartment(upstream, params.id),
);
