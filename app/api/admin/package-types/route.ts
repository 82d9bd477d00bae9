// POST /api/admin/package-types – create a package type (code, descriptions per language, kind); a code already used (any case) is 409.
import { assertPackageCodeFree } from "@/lib/admin/unique-codes";
import { createPackageType, createPackageTypeBody } from "@/lib/polygons/package-types";
import { defineRoute } from "@/lib/route/define-route";

export const POST = defineRoute(
  { roles: ["admin"], body: createPackageTypeBody, audit: "admin.package-type.create", successStatus: 201 },
  async ({ upstream, employee, body }) => {
    await assertPackageCodeFree(upstream, employee.locale, body.code);
    return createPackageType(upstream, employee.locale, body);
  },
);
