// DELETE /api/planning/capacity/{id} – a supervisor takes saved hours of today or a later day back; audited.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { workshopDay } from "@/lib/i18n/workshop-clock";
import { takeBackSavedHours, takenBackSchema } from "@/lib/planning/saved-hours";

export const DELETE = defineRoute(
  {
    roles: ["supervisor"],
    params: idParams,
    audit: "planning.capacity.take-back",
    response: takenBackSchema,
  },
  async ({ params }) => takeBackSavedHours(await appDatabase(), workshopDay(new Date()), params.id),
);
