// GET, POST /api/admin/employees – the employees (no hashes); create one.
import { createEmployeeBody } from "@/lib/auth/employee-schemas";
import { createEmployeeAsAdmin, listEmployees } from "@/lib/admin/employees";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute({ roles: ["admin"] }, async () => listEmployees(await appDatabase()));

export const POST = defineRoute(
  { roles: ["admin"], body: createEmployeeBody, audit: "admin.employee.create", successStatus: 201 },
  async ({ body }) => createEmployeeAsAdmin(await appDatabase(), body),
);
