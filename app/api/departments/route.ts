// GET /api/departments – the active departments (for the station picker and the admin).
import { defineRoute } from "@/lib/bff/route";
import { listDepartments } from "@/lib/bff/stations";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: "signed-in" }, ({ upstream }) => listDepartments(upstream));
