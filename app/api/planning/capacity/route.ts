// POST /api/planning/capacity – a supervisor adds hours to (overtime) or takes them from (absence) a department's day; audited.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { capacityChangeBody, saveCapacityChange } from "@/lib/planning/late";
import { workshopPlan } from "@/lib/planning/projection";

export const POST = defineRoute(
  { roles: ["supervisor"], body: capacityChangeBody, audit: "planning.capacity.adjust", successStatus: 201 },
  async ({ upstream, body, employee }) => {
    const db = await appDatabase();
    return saveCapacityChange(db, await workshopPlan(db, upstream), body, employee);
  },
);
