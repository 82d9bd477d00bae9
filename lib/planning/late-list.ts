// The supervisor's "projected late" list (docs/planning.md), read from the
// plan's columns, and with a what-if: hours added to or taken from one
// department's day, applied to the plan on a worker thread (what-if.task.ts),
// read, and taken back there. The request's thread only reads and maps.
import type { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { LateAnswer, lateQuery } from "./late";
import { lineNamesOf, unknownLineName } from "./line-names";
import { positionOf } from "./plan-result";
import { isoWithOffset, momentOf } from "./plan-time";
import type { WorkshopPlan } from "./projection";
import { roundedDays } from "./what-if.task";
import { runWhatIf } from "./what-if-run";

type LateLine = { id: number; finish: number; lateBy: number; lateCause: number };

function lateAnswer(plan: WorkshopPlan, total: number, lines: LateLine[]) {
  const { result } = plan;
  return {
    total,
    lines: lines.map((line) => {
      const at = positionOf(result, line.id);
      const promisedAt = at < 0 ? null : plan.promisedAt.at(result.lines.polygonIndex[at]!);
      return {
        productionPolygonId: line.id,
        productionProjectId: at < 0 ? 0 : result.lines.projectIds[at]!,
        promisedDeliverAt: promisedAt ? isoWithOffset(new Date(promisedAt)) : null,
        projectedFinish: isoWithOffset(momentOf(plan.clock, line.finish)),
        lateByDays: roundedDays(line.lateBy),
        lateDepartmentId: line.lateCause < 0 ? null : line.lateCause,
      };
    }),
  };
}

/** The plan's late lines, the latest first (sorted with the plan, plan-result.ts). */
function lateLines(plan: WorkshopPlan, limit: number) {
  const { late, lines } = plan.result;
  const first = Array.from(late.subarray(0, limit), (p) => ({
    id: lines.ids[p]!,
    finish: lines.finish[p]!,
    lateBy: lines.lateBy[p]!,
    lateCause: lines.lateCause[p]!,
  }));
  return lateAnswer(plan, late.length, first);
}

/** The late list now, and when a what-if is given, as it would be with it. */
export async function lateList(plan: WorkshopPlan, query: z.infer<typeof lateQuery>) {
  const now = lateLines(plan, query.limit);
  if (query.departmentId === undefined || query.day === undefined || query.minutes === undefined)
    return { ...now, whatIf: null };
  const { answer: whatIf } = await runWhatIf(
    plan,
    { departmentId: query.departmentId, day: query.day, minutes: query.minutes },
    query.limit,
  );
  const late = Array.from(whatIf.ids, (id, i) => ({
    id,
    finish: whatIf.finish[i]!,
    lateBy: whatIf.lateBy[i]!,
    lateCause: whatIf.lateCause[i]!,
  }));
  return { ...now, whatIf: lateAnswer(plan, whatIf.total, late) };
}

/** The late list (and its what-if's) with each line's name: project · line · product · customer. */
export async function nameLateList(
  upstream: ProductionApiClient,
  plan: WorkshopPlan,
  list: LateAnswer,
): Promise<LateAnswer> {
  const all = [...list.lines, ...(list.whatIf?.lines ?? [])];
  const names = await lineNamesOf(
    upstream,
    plan,
    all.map((l) => l.productionPolygonId),
  );
  const named = (lines: LateAnswer["lines"]) =>
    lines.map((line) => ({ ...line, name: names.get(line.productionPolygonId) ?? unknownLineName }));
  return {
    ...list,
    lines: named(list.lines),
    whatIf: list.whatIf && { ...list.whatIf, lines: named(list.whatIf.lines) },
  };
}
