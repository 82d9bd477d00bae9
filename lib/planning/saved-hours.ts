// The hours a supervisor saved from the what-if (overtime, absence), from today
// on, per department and day, and taking a saving back (docs/planning.md, "The
// what-if"). A saving taken back is deleted; the audit trail keeps both the
// saving (planning.capacity.adjust) and its taking back (planning.capacity.take-back).
import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { planningCapacityAdjustments } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { WorkshopDay } from "@/lib/i18n/workshop-clock";
import { forgetWorkshopPlan } from "./projection";

const savingSchema = z.object({
  id: z.number().int(),
  /** Minutes added (overtime) or, negative, taken away (absence). */
  minutes: z.number().int(),
  reason: z.string().nullable(),
  madeBy: z.string(),
  madeAt: z.string(),
});

export const savedHoursSchema = z.object({
  days: z.array(
    z.object({
      departmentId: z.number().int(),
      day: z.string().describe("YYYY-MM-DD, the workshop's day"),
      /** The savings of the department-day summed: what the plan adds to its hours. */
      minutes: z.number().int(),
      savings: z.array(savingSchema),
    }),
  ),
});
export type SavedHours = z.infer<typeof savedHoursSchema>;

export const takenBackSchema = z.object({
  id: z.number().int(),
  departmentId: z.number().int(),
  day: z.string(),
  minutes: z.number().int(),
  reason: z.string().nullable(),
});

/** The savings from `today` on, per department and day, in order of day and department. */
export async function savedHours(db: Database, today: WorkshopDay): Promise<SavedHours> {
  const rows = await db
    .select()
    .from(planningCapacityAdjustments)
    .where(gte(planningCapacityAdjustments.day, today))
    .orderBy(
      asc(planningCapacityAdjustments.day),
      asc(planningCapacityAdjustments.productionDepartmentId),
      asc(planningCapacityAdjustments.id),
    );
  const days = new Map<string, SavedHours["days"][number]>();
  for (const row of rows) {
    const key = `${row.day}|${row.productionDepartmentId}`;
    let day = days.get(key);
    if (!day)
      days.set(
        key,
        (day = { departmentId: row.productionDepartmentId, day: row.day, minutes: 0, savings: [] }),
      );
    day.minutes += row.minutes;
    day.savings.push({
      id: row.id,
      minutes: row.minutes,
      reason: row.reason,
      madeBy: row.madeBy,
      madeAt: row.madeAt.toISOString(),
    });
  }
  return savedHoursSchema.parse({ days: [...days.values()] });
}

/** Takes a saving of `today` or later back: the next plan is made without it. */
export async function takeBackSavedHours(db: Database, today: WorkshopDay, id: number) {
  const [row] = await db
    .delete(planningCapacityAdjustments)
    .where(and(eq(planningCapacityAdjustments.id, id), gte(planningCapacityAdjustments.day, today)))
    .returning();
  if (!row)
    throw new AppError(
      "not_found",
      "No such saved hours",
      `There are no saved hours ${id} for today or a later day: taken back already, or for a day gone by.`,
    );
  forgetWorkshopPlan();
  return takenBackSchema.parse({
    id: row.id,
    departmentId: row.productionDepartmentId,
    day: row.day,
    minutes: row.minutes,
    reason: row.reason,
  });
}
