// GET /api/departments – the active departments (for the station picker and the admin).
import { defineRoute } from "@/lib/route/define-route";
import { listDepartments } from "@/lib/stations/stations";

export const GET = defineRoute({ roles: "signed-in" }, ({ upstream }) => listDepartments(upstream));
