// POST /api/admin/departments – create a department; a code already used (any case) is 409.
import { assertDepartmentCodeFree } from "@/lib/admin/unique-codes";
import { createDepartment, createDepartmentBody } from "@/lib/admin/departments";
import { defineRoute } from "@/lib/route/define-route";

export const POST = defineRoute(
  { roles: ["admin"], body: createDepartmentBody, audit: "admin.department.create", successStatus: 201 },
  async ({ upstream, employee, body }) => {
    await assertDepartmentCodeFree(upstream, employee.locale, body.code);
    return createDepartment(upstream, body);
  },
);
