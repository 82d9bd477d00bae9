// PATCH, DELETE /api/admin/departments/{id} – change a department (a code already used is 409); delete it (softly, upstream), refused (409) while it has work or employees.
import { deleteDepartmentInUse } from "@/lib/admin/delete-guards";
import { assertDepartmentCodeFree } from "@/lib/admin/unique-codes";
import { updateDepartment, updateDepartmentChanges } from "@/lib/admin/departments";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: updateDepartmentChanges, audit: "admin.department.update" },
  async ({ upstream, employee, params, body }) => {
    await assertDepartmentCodeFree(upstream, employee.locale, body.code, params.id);
    return updateDepartment(upstream, params.id, body);
  },
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.department.delete" },
  async ({ upstream, employee, params }) =>
    deleteDepartmentInUse(await appDatabase(), upstream, employee.locale, params.id),
);
