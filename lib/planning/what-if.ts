// The supervisor's what-if that explains itself (docs/planning.md, "The
// what-if"): hours added to or taken from one department's day, tried on the
// plan in a worker (what-if.task.ts), answered as what the change does: the
// lines whose days late change (before → after), the days late in total before
// and after, the lines that come back on time, and whether the day is one the
// workshop works at all. A change that moves no line says so: nothing to save.
import { z } from "zod";
import { workshopCalendarOf, isWorkshopDay } from "@/lib/base/workshop-days";
import { env } from "@/lib/env";
import { capacityChangeBody } from "./late";
import { positionOf } from "./plan-result";
import { dayOf, isoWithOffset, momentOf } from "./plan-time";
import type { WorkshopPlan } from "./projection";
import { roundedDays, type LateTotals } from "./what-if.task";
import { runWhatIf } from "./what-if-run";

export const whatIfQuery = z.object({
  departmentId: capacityChangeBody.shape.departmentId,
  day: capacityChangeBody.shape.day,
  minutes: z.coerce.number().pipe(capacityChangeBody.shape.minutes),
  /** Changed lines listed (the totals count them all). */
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type WhatIfQuery = z.infer<typeof whatIfQuery>;

const isoTime = z.string().describe("ISO 8601 with the workshop's offset");

const changedLineSchema = z.object({
  productionPolygonId: z.number().int(),
  productionProjectId: z.number().int(),
  promisedDeliverAt: isoTime.nullable(),
  /** null: not planned (no hours for it within the horizon). */
  projectedFinishBefore: isoTime.nullable(),
  projectedFinishAfter: isoTime.nullable(),
  /** Workshop days past the promise, to a hundredth; 0 when on time. */
  lateByDaysBefore: z.number(),
  lateByDaysAfter: z.number(),
  isBackOnTime: z.boolean(),
  isNewlyLate: z.boolean(),
});
const lateTotalsSchema = z.object({
  lines: z.number().int(),
  /** The lines' days late summed, to a hundredth. */
  days: z.number(),
});

export const whatIfAnswerSchema = z.object({
  change: z.object({ departmentId: z.number().int(), day: z.string(), minutes: z.number().int() }),
  day: z.object({
    /** Not a day the workshop works (a weekend or a closed day): hours there are worked on a closed day. */
    isClosed: z.boolean(),
    /** Today after the shift: no hours are left to add or take. */
    isOver: z.boolean(),
    /** The department's minutes that day as planned (today: those left), and with the change. */
    capacityMinutes: z.number(),
    capacityMinutesWithChange: z.number(),
  }),
  /** Whether the change moves any line's projected finish; one that moves none is not offered for saving. */
  hasEffect: z.boolean(),
  /** Lines whose projected finish moves (late or not). */
  movedLines: z.number().int(),
  late: z.object({ before: lateTotalsSchema, after: lateTotalsSchema }),
  backOnTime: z.number().int(),
  newlyLate: z.number().int(),
  /** The lines whose days late change: back on time first, then the largest change. */
  changed: z.object({ total: z.number().int(), lines: z.array(changedLineSchema) }),
});
export type WhatIfAnswer = z.infer<typeof whatIfAnswerSchema>;

const totals = (t: LateTotals) => ({ lines: t.lines, days: roundedDays(t.days) });
const roundedMinutes = (minutes: number) => Math.round(minutes * 10) / 10;

/** What the change would do to the plan; nothing is saved. */
export async function explainWhatIf(plan: WorkshopPlan, query: WhatIfQuery): Promise<WhatIfAnswer> {
  const {
    answer: { changes },
    share,
    capacityBefore: before,
    capacityWith: minutes,
  } = await runWhatIf(plan, query, query.limit);
  const { lines } = plan.result;
  const at = (planTime: number) =>
    Number.isNaN(planTime) ? null : isoWithOffset(momentOf(plan.clock, planTime));
  const changed = Array.from(changes.ids, (id, i) => {
    const position = positionOf(plan.result, id);
    const promisedAt = position < 0 ? null : plan.promisedAt.at(lines.polygonIndex[position]!);
    const [lateBefore, lateAfter] = [changes.lateByBefore[i]!, changes.lateByAfter[i]!];
    return {
      productionPolygonId: id,
      productionProjectId: position < 0 ? 0 : lines.projectIds[position]!,
      promisedDeliverAt: promisedAt ? isoWithOffset(new Date(promisedAt)) : null,
      projectedFinishBefore: at(changes.finishBefore[i]!),
      projectedFinishAfter: at(changes.finishAfter[i]!),
      lateByDaysBefore: roundedDays(lateBefore),
      lateByDaysAfter: roundedDays(lateAfter),
      isBackOnTime: lateBefore > 0 && lateAfter === 0,
      isNewlyLate: lateBefore === 0 && lateAfter > 0,
    };
  });
  return whatIfAnswerSchema.parse({
    change: { departmentId: query.departmentId, day: query.day, minutes: query.minutes },
    day: {
      isClosed: !isWorkshopDay(workshopCalendarOf(env()), query.day),
      isOver: share <= 0,
      capacityMinutes: roundedMinutes(before),
      capacityMinutesWithChange: roundedMinutes(minutes),
    },
    hasEffect: changes.moved > 0,
    movedLines: changes.moved,
    late: { before: totals(changes.before), after: totals(changes.after) },
    backOnTime: changes.backOnTime,
    newlyLate: changes.newlyLate,
    changed: { total: changes.total, lines: changed },
  });
}

/** The day the what-if's form starts on: the first day the workshop works from today on with hours left (today before the shift's end). */
export function firstDayForWhatIf(plan: WorkshopPlan): string {
  const calendar = workshopCalendarOf(env());
  for (let index = 0; index < 31; index++) {
    const day = dayOf(plan.clock, index);
    if (index === 0 && plan.clock.firstDayGone >= 1) continue;
    if (isWorkshopDay(calendar, day)) return day;
  }
  return plan.clock.firstDay;
}
