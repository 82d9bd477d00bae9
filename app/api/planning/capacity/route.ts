// POST /api/planning/capacity – a supervisor adds hours to (overtime) or takes them from (absence) a department's day; audited.
// GET /api/planning/capacity – the hours saved from today on, per department and day.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { workshopDay } from "@/lib/i18n/workshop-clock";
import { capacityChangeBody, saveCapacityChange } from "@/lib/planning/late";
import { workshopPlan } from "@/lib/planning/projection";
import { savedHours, savedHoursSchema } from "@/lib/planning/saved-hours";

export const POST = defineRoute(
  { roles: ["supervisor"], body: capacityChangeBody, audit: "planning.capacity.adjust", successStatus: 201 },
  async ({ upstream, body, employee }) => {
    const db = await appDatabase();
    return saveCapacityChange(db, await workshopPlan(db, upstream), body, employee);
  },
);

export const GET = defineRoute({ roles: ["supervisor"], response: savedHoursSchema }, async () =>
  savedHours(await appDatabase(), workshopDay(new Date())),
);
