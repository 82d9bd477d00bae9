// POST /api/admin/package-types – create a package type (code, descriptions per language, kind).
import { createPackageType, createPackageTypeBody } from "@/lib/polygons/package-types";
import { defineRoute } from "@/lib/route/define-route";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["admin"], body: createPackageTypeBody, audit: "admin.package-type.create", successStatus: 201 },
  ({ upstream, employee, body }) => createPackageType(upstream, employee.locale, body),
);
