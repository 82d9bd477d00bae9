// What names a line on the planning screens (docs/planning.md, "What people
// see"): project · line · product · customer, from the order specs (kept ten
// minutes per project), never its bare id. The plan knows each line's project
// and CPQ polygon id; only the lines of a page are named.
import { z } from "zod";
import { logWarning } from "@/lib/base/log";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { lineSummary, orderSpecsOf, type KeptOrderSpec } from "@/lib/polygons/order-specs";
import { positionOf } from "./plan-result";
import type { WorkshopPlan } from "./projection";

export const lineNameSchema = z.object({
  projectNumber: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  product: z.string().nullable(),
  customer: z.string().nullable(),
});
export type LineName = z.infer<typeof lineNameSchema>;

/** A line the plan or the order specs cannot name. */
export const unknownLineName: LineName = {
  projectNumber: null,
  lineNumber: null,
  product: null,
  customer: null,
};

/** The names of these lines of the plan, by production polygon id (a line not in the plan: all unknown). */
export async function lineNamesOf(
  upstream: ProductionApiClient,
  plan: WorkshopPlan,
  productionPolygonIds: readonly number[],
): Promise<Map<number, LineName>> {
  const { lines } = plan.result;
  const found = productionPolygonIds.map((id) => {
    const position = positionOf(plan.result, id);
    return position < 0
      ? { id, projectId: null, cpqPolygonId: null }
      : {
          id,
          projectId: lines.projectIds[position]!,
          cpqPolygonId: plan.cpqPolygonIds[lines.polygonIndex[position]!] ?? null,
        };
  });
  // The names are extra: when the order specs cannot be read the lines keep their job codes.
  const specs: Map<number, KeptOrderSpec> = await orderSpecsOf(
    upstream,
    found.flatMap((f) => (f.projectId === null ? [] : [f.projectId])),
  ).catch((error: unknown) => {
    logWarning("[planning] the late lines' order specs not read: named by job code only", error);
    return new Map();
  });
  return new Map(
    found.map(({ id, projectId, cpqPolygonId }): [number, LineName] => {
      if (projectId === null || cpqPolygonId === null) return [id, unknownLineName];
      const summary = lineSummary(specs.get(projectId), cpqPolygonId);
      return [
        id,
        {
          projectNumber: summary.projectNumber,
          lineNumber: summary.lineNumber,
          product: summary.product,
          customer: summary.customer,
        },
      ];
    }),
  );
}
