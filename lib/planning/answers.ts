// What GET /api/planning/projection and /load answer (docs/planning.md, "For
// other systems"): ISO times with the workshop's offset, minutes as numbers.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { capacityAt, linePlanAt, loadAt, positionsOfProject } from "./plan-result";
import { dayOf, isoWithOffset, momentOf } from "./plan-time";
import type { WorkshopPlan } from "./projection";
import { roundedDays } from "./what-if.task";

const isoTime = z.string().describe("ISO 8601 with the workshop's offset");

export const projectedDepartmentSchema = z.object({
  productionDepartmentId: z.number().int(),
  projectedStart: isoTime,
  projectedFinish: isoTime,
});
export const projectedLineSchema = z.object({
  productionPolygonId: z.number().int(),
  promisedDeliverAt: isoTime.nullable(),
  /** null: the line waits (on hold) or cannot be planned within the horizon; `unplannedReason` says which. */
  projectedFinish: isoTime.nullable(),
  unplannedReason: z.enum(["held", "no-capacity"]).nullable(),
  /** Workshop days (shift days) past the promise; 0 when on time. */
  lateByDays: z.number(),
  lateDepartmentId: z.number().int().nullable(),
  departments: z.array(projectedDepartmentSchema),
});
export const projectionSchema = z.object({
  productionProjectId: z.number().int(),
  /** The last line's projected finish; null when a line is unplanned or the project has no open line. */
  projectedFinish: isoTime.nullable(),
  lines: z.array(projectedLineSchema),
});
export type Projection = z.infer<typeof projectionSchema>;

export const departmentLoadSchema = z.object({
  days: z.array(
    z.object({
      date: z.string().describe("YYYY-MM-DD, the workshop's day"),
      capacityMinutes: z.number(),
      plannedMinutes: z.number(),
    }),
  ),
});
export type DepartmentLoad = z.infer<typeof departmentLoadSchema>;

export function projectionOf(plan: WorkshopPlan, productionProjectId: number): Projection {
  const at = (planTime: number) => isoWithOffset(momentOf(plan.clock, planTime));
  const { result } = plan;
  const lines = positionsOfProject(result, productionProjectId).map((position) => {
    const own = linePlanAt(result, position);
    const planned = own.status === "planned" ? own : null;
    const promisedAt = plan.promisedAt.at(result.lines.polygonIndex[position]!);
    return {
      productionPolygonId: own.id,
      promisedDeliverAt: promisedAt ? isoWithOffset(new Date(promisedAt)) : null,
      projectedFinish: planned ? at(planned.finish) : null,
      unplannedReason: own.status !== "planned" ? own.status : null,
      lateByDays: roundedDays(planned?.lateBy ?? 0),
      lateDepartmentId: planned?.lateCause ?? null,
      departments: (planned?.steps ?? []).map((s) => ({
        productionDepartmentId: s.departmentId,
        projectedStart: at(s.start),
        projectedFinish: at(s.finish),
      })),
      finish: planned?.finish ?? null,
    };
  });
  const finishes = lines.map((l) => l.finish);
  const isComplete = finishes.length > 0 && finishes.every((f) => f !== null);
  return projectionSchema.parse({
    productionProjectId,
    projectedFinish: isComplete ? at(Math.max(...finishes)) : null,
    lines: lines.map(({ finish: _, ...line }) => line),
  });
}

export function loadOf(plan: WorkshopPlan, departmentId: number, days: number): DepartmentLoad {
  if (!plan.departmentIds.includes(departmentId))
    throw new AppError("not_found", "Not found", `Department ${departmentId} has no workflow here.`);
  const round = (minutes: number) => Math.round(minutes * 10) / 10;
  return departmentLoadSchema.parse({
    days: Array.from({ length: days }, (_, i) => ({
      date: dayOf(plan.clock, i),
      capacityMinutes: round(capacityAt(plan.result, departmentId, i)),
      plannedMinutes: round(loadAt(plan.result, departmentId, i)),
    })),
  });
}
