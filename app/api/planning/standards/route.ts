// GET /api/planning/standards – the learned standard times (jobs, median, middle half) and the admin's overrides.
// PUT /api/planning/standards – an admin sets or takes away the minutes of a product in a department; audited.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { workshopPlan } from "@/lib/planning/projection";
import {
  saveStandardOverride,
  standardOverrideBody,
  standardTimesForAdmin,
} from "@/lib/planning/standards-admin";

export const GET = defineRoute({ roles: ["supervisor", "admin"] }, async ({ upstream }) => {
  const db = await appDatabase();
  const plan = await workshopPlan(db, upstream);
  return { standards: await standardTimesForAdmin(db, plan.departmentIds) };
});

export const PUT = defineRoute(
  { roles: ["admin"], body: standardOverrideBody, audit: "planning.standard.override" },
  async ({ body, employee }) => saveStandardOverride(await appDatabase(), body, employee),
);
