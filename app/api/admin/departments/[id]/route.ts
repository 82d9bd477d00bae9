// PATCH, DELETE /api/admin/departments/{id} – change a department; delete it (softly, upstream).
import { deleteDepartment, updateDepartment, updateDepartmentChanges } from "@/lib/admin/departments";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const dynamic = "force-dynamic";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: updateDepartmentChanges, audit: "admin.department.update" },
  ({ upstream, params, body }) => updateDepartment(upstream, params.id, body),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.department.delete" },
  ({ upstream, params }) => deleteDepartment(upstream, params.id),
);
