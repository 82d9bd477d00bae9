// The supervisor's "projected late" list and its what-if (late-list.ts reads
// them off the plan): what they are asked and answer, and the saving of such
// a change as an adjustment (docs/planning.md).
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { planningCapacityAdjustments } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { SessionEmployee } from "@/lib/base/roles";
import { calendarDaySchema } from "@/lib/base/calendar-day";
import { singleLineText } from "@/lib/base/text";
import { lineNameSchema } from "./line-names";
import { forgetWorkshopPlan, type WorkshopPlan } from "./projection";

/** A day the calendar has (2026-11-31 is refused, not rolled over to December). */
const day = calendarDaySchema;
const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** Whole minutes, at most a day (24 × 60) added or taken away in one change (docs/security.md). */
const minutesInADay = 24 * 60;
const minutes = z.int().min(-minutesInADay).max(minutesInADay);

export const capacityChangeBody = z.object({
  departmentId: id,
  day,
  /** Minutes added (overtime) or, negative, taken away (absence). */
  minutes,
  reason: singleLineText({ message: "Enter a reason" }).trim().max(200).nullish(),
});
export type CapacityChange = z.infer<typeof capacityChangeBody>;

export const lateQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  departmentId: id.optional(),
  day: day.optional(),
  minutes: z.coerce.number().pipe(minutes).optional(),
});

const lateLineSchema = z.object({
  productionPolygonId: z.number().int(),
  productionProjectId: z.number().int(),
  promisedDeliverAt: z.string().nullable(),
  projectedFinish: z.string(),
  lateByDays: z.number(),
  lateDepartmentId: z.number().int().nullable(),
  /** project · line · product · customer (line-names.ts); left out where the list was not named. */
  name: lineNameSchema.optional(),
});
export const lateListSchema = z.object({ total: z.number().int(), lines: z.array(lateLineSchema) });

/** The day's index in the plan; a day before today or past the horizon is refused. */
export function dayIndex(plan: WorkshopPlan, change: { departmentId: number; day: string }): number {
  const index =
    (Date.parse(`${change.day}T00:00:00Z`) - Date.parse(`${plan.clock.firstDay}T00:00:00Z`)) / 86_400_000;
  if (!plan.departmentIds.includes(change.departmentId))
    throw new AppError("not_found", "Not found", `Department ${change.departmentId} has no workflow here.`);
  if (!(index >= 0 && index < 366))
    throw new AppError("invalid_input", "Invalid input", "Choose a day from today up to a year ahead.", {
      day: ["must be from today up to a year ahead"],
    });
  return index;
}

export const lateAnswerSchema = lateListSchema.extend({ whatIf: lateListSchema.nullable() });
export type LateAnswer = z.infer<typeof lateAnswerSchema>;

/** Saves hours added to or taken from a department's day; the next plan has them. */
export async function saveCapacityChange(
  db: Database,
  plan: WorkshopPlan,
  change: CapacityChange,
  by: SessionEmployee,
) {
  dayIndex(plan, change);
  const [row] = await db
    .insert(planningCapacityAdjustments)
    .values({
      productionDepartmentId: change.departmentId,
      day: change.day,
      minutes: change.minutes,
      reason: change.reason ?? null,
      madeBy: by.username,
    })
    .returning({ id: planningCapacityAdjustments.id });
  forgetWorkshopPlan();
  return { id: row?.id ?? 0, ...change, reason: change.reason ?? null };
}
