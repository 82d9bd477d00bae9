// PATCH, DELETE /api/admin/package-types/{id} – change a package type (a code already used is 409); delete it (softly, upstream), refused (409) while departments or packages use it.
import { deletePackageTypeInUse } from "@/lib/admin/delete-guards";
import { assertPackageCodeFree } from "@/lib/admin/unique-codes";
import { updatePackageType, updatePackageTypeBody } from "@/lib/polygons/package-types";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: updatePackageTypeBody, audit: "admin.package-type.update" },
  async ({ upstream, employee, params, body }) => {
    await assertPackageCodeFree(upstream, employee.locale, body.code, params.id);
    return updatePackageType(upstream, employee.locale, params.id, body);
  },
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.package-type.delete" },
  ({ upstream, employee, params }) => deletePackageTypeInUse(upstream, employee.locale, params.id),
);
