// Writing the plan back (docs/planning.md): a project's projected start and
// finish per line and department go to the upstream's polygon departments
// (`startAt`, `finishAt`) through the one gateway, as one request (its
// Idempotency-Key and audit row come with defineRoute). The promised
// `deliverAt` is never written here: that needs a person to confirm it.
import { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { workOfDepartment } from "@/lib/shared-lists/status-lists";
import { projectionOf } from "./answers";
import { isStartedAt, positionOf } from "./plan-result";
import type { WorkshopPlan } from "./projection";

export const writeBackBody = z.object({ productionProjectId: z.number().int().min(1).max(2_147_483_647) });

export const writeBackAnswerSchema = z.object({
  productionProjectId: z.number().int(),
  /** Polygon departments whose startAt and finishAt were written. */
  written: z.number().int(),
});

export async function writePlanBack(
  upstream: ProductionApiClient,
  plan: WorkshopPlan,
  productionProjectId: number,
) {
  const projection = projectionOf(plan, productionProjectId);
  const departmentIds = [
    ...new Set(projection.lines.flatMap((l) => l.departments.map((d) => d.productionDepartmentId))),
  ];
  const works = new Map(
    await Promise.all(departmentIds.map(async (id) => [id, await workOfDepartment(upstream, id)] as const)),
  );
  let written = 0;
  for (const line of projection.lines) {
    // A started line's first department keeps its real start (the station wrote it): a projected
    // start over it made a real start look planned, beside a planned finish (docs/planning.md).
    const position = positionOf(plan.result, line.productionPolygonId);
    const isStarted = position >= 0 && isStartedAt(plan.result, position);
    for (const [i, department] of line.departments.entries()) {
      const work = works.get(department.productionDepartmentId)?.get(line.productionPolygonId);
      if (!work) continue;
      await upstream.polygonDepartment.update({
        id: work.id,
        ...(isStarted && i === 0 ? {} : { startAt: department.projectedStart }),
        finishAt: department.projectedFinish,
      });
      written++;
    }
  }
  return writeBackAnswerSchema.parse({ productionProjectId, written });
}
