// GET /api/package-types – the active package types, each with its description in the employee's language as `label`.
import { defineRoute } from "@/lib/route/define-route";
import { listPackageTypes } from "@/lib/polygons/package-types";

export const GET = defineRoute({ roles: "signed-in" }, ({ upstream, employee }) =>
  listPackageTypes(upstream, employee.locale),
);
