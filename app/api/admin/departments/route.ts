// POST /api/admin/departments – create a department.
import { createDepartment, createDepartmentBody } from "@/lib/admin/departments";
import { defineRoute } from "@/lib/route/define-route";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["admin"], body: createDepartmentBody, audit: "admin.department.create", successStatus: 201 },
  ({ upstream, body }) => createDepartment(upstream, body),
);
