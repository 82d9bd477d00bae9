// What the packing station and its labels show about a project: its order
// spec's project number, reference, customer and, per order line, the one line
// summary (lib/polygons/order-specs.ts), read through the order-spec cache.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { lineSummary, orderSpecOfProject, type LineSummary } from "@/lib/polygons/order-specs";

export type ProjectFacts = {
  productionProjectId: number;
  projectNumber: string | null;
  reference: string | null;
  customer: string | null;
  /** By CPQ polygon id (the order-spec item id). */
  lines: Map<number, LineSummary>;
};

export async function readProjectFacts(
  upstream: ProductionApiClient,
  productionProjectId: number,
): Promise<ProjectFacts> {
  const spec = await orderSpecOfProject(upstream, productionProjectId);
  const summary = lineSummary(spec, -1);
  return {
    productionProjectId,
    projectNumber: summary.projectNumber,
    reference: summary.reference,
    customer: summary.customer,
    lines: new Map(spec.orderSpec.items.map((item) => [item.id, lineSummary(spec, item.id)])),
  };
}
