// The supervisor's "projected late" list, with a what-if: hours added to or
// taken from one department's day, applied to the kept plan, read, and taken
// back before anyone else reads it (the planner replans both ways incrementally).
// And the saving of such a change as an adjustment (docs/planning.md).
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { planningCapacityAdjustments } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { SessionEmployee } from "@/lib/auth/roles";
import { singleLineText } from "@/lib/base/text";
import { isoWithOffset, momentOf } from "./plan-time";
import { forgetWorkshopPlan, type WorkshopPlan } from "./projection";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-11-23");
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const minutes = z.coerce.number().int().min(-1440).max(1440);

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
  minutes: minutes.optional(),
});

const lateLineSchema = z.object({
  productionPolygonId: z.number().int(),
  productionProjectId: z.number().int(),
  promisedDeliverAt: z.string().nullable(),
  projectedFinish: z.string(),
  lateByDays: z.number(),
  lateDepartmentId: z.number().int().nullable(),
});
export const lateListSchema = z.object({ total: z.number().int(), lines: z.array(lateLineSchema) });

function lateLines(plan: WorkshopPlan, limit: number) {
  const late = plan.planner.plans.filter((p) => p.status === "planned" && p.lateBy > 0);
  late.sort((a, b) => b.lateBy - a.lateBy || a.id - b.id);
  return {
    total: late.length,
    lines: late.slice(0, limit).map((p) => {
      const facts = plan.facts.get(p.id);
      return {
        productionPolygonId: p.id,
        productionProjectId: facts?.productionProjectId ?? 0,
        promisedDeliverAt: facts?.promisedAt ? isoWithOffset(new Date(facts.promisedAt)) : null,
        projectedFinish: isoWithOffset(momentOf(plan.clock, p.finish ?? 0)),
        lateByDays: Math.round(p.lateBy * 100) / 100,
        lateDepartmentId: p.lateCause,
      };
    }),
  };
}

/** The day's index in the plan; a day before today or past the horizon is refused. */
function dayIndex(plan: WorkshopPlan, change: { departmentId: number; day: string }): number {
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

/** The late list now, and when a what-if is given, as it would be with it. */
export function lateList(plan: WorkshopPlan, query: z.infer<typeof lateQuery>) {
  const now = lateLines(plan, query.limit);
  if (query.departmentId === undefined || query.day === undefined || query.minutes === undefined)
    return { ...now, whatIf: null };
  const index = dayIndex(plan, { departmentId: query.departmentId, day: query.day });
  const before = plan.planner.capacityOf(query.departmentId, index);
  // As a saved adjustment counts (capacity.ts): today only for the share of the shift left.
  const share = index === 0 ? 1 - plan.clock.firstDayGone : 1;
  plan.planner.setCapacity(query.departmentId, index, Math.max(0, before + query.minutes * share));
  try {
    return { ...now, whatIf: lateLines(plan, query.limit) };
  } finally {
    plan.planner.setCapacity(query.departmentId, index, before);
  }
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
