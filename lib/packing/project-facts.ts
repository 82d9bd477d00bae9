// What the packing station and its labels show about a project, read from its
// order spec: project number, reference, customer, and per order line (CPQ
// polygon id) the line number, product and size.
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { OrderSpec, OrderSpecItem } from "@/lib/production-api/schemas";

export type LineFacts = {
  lineNumber: number;
  product: string | null;
  width: number | null;
  height: number | null;
};

export type ProjectFacts = {
  productionProjectId: number;
  projectNumber: string | null;
  reference: string | null;
  customer: string | null;
  /** By CPQ polygon id (the order-spec item id). */
  lines: Map<number, LineFacts>;
};

/** The product as a packer names it: the model, else the item's own description. */
const productOf = (item: OrderSpecItem) =>
  item.model?.description ?? item.description ?? item.productCategory ?? null;

export function projectFactsOf({ productionProjectId, orderSpec }: OrderSpec): ProjectFacts {
  return {
    productionProjectId,
    projectNumber: orderSpec.projectNumber,
    reference: orderSpec.reference,
    customer: orderSpec.customer?.company ?? orderSpec.customer?.name ?? null,
    lines: new Map(
      orderSpec.items.map((item) => [
        item.id,
        { lineNumber: item.lineNumber, product: productOf(item), width: item.width, height: item.height },
      ]),
    ),
  };
}

export async function readProjectFacts(
  upstream: ProductionApiClient,
  productionProjectId: number,
): Promise<ProjectFacts> {
  return projectFactsOf(await upstream.projectExport.getOrderSpec({ productionProjectId }));
}
