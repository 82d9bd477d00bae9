// POST /api/planning/write-back – writes a project's projected start and finish per line and department to the upstream; audited, Idempotency-Key honoured.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { workshopPlan } from "@/lib/planning/projection";
import { writeBackAnswerSchema, writeBackBody, writePlanBack } from "@/lib/planning/write-back";

export const POST = defineRoute(
  {
    roles: ["supervisor"],
    body: writeBackBody,
    audit: "planning.write-back",
    response: writeBackAnswerSchema,
  },
  async ({ upstream, body }) =>
    writePlanBack(upstream, await workshopPlan(await appDatabase(), upstream), body.productionProjectId),
);
