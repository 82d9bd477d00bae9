// PATCH /api/work-time/entries/{id} – a supervisor corrects a time entry's start and end within the plausible window (audited; the first recorded times are kept on the entry).
import { z } from "zod";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { correctEntry } from "@/lib/work-time/correction";

const correctionBody = z.object({
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const PATCH = defineRoute(
  { roles: ["supervisor"], params: idParams, body: correctionBody, audit: "work-time.entry-correct" },
  async ({ employee, params, body }) => {
    const entry = await correctEntry(await appDatabase(), params.id, body, employee, new Date());
    return {
      id: entry.id,
      startedAt: entry.startedAt.toISOString(),
      endedAt: entry.endedAt?.toISOString() ?? null,
    };
  },
);
