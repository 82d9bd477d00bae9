// "Open in CPQ" on the project page: the iframe URL of the project's CPQ
// application as the CPQ gives it (the spec: shown unmodified), and, after the
// CPQ says it saved or closed, forgetting the project the server had loaded so
// the page's reload shows the CPQ's new state.
import { notAvailable, type Unavailable } from "@/lib/cpq/product-view";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { cpqProjectOf } from "@/lib/polygons/cpq-projects";
import { getCpqService } from "@/lib/server/cpq-client";

export async function cpqIframeUrl(
  upstream: ProductionApiClient,
  productionProjectId: number,
): Promise<{ status: "ok"; url: string } | Unavailable> {
  const ref = await cpqProjectOf(upstream, productionProjectId);
  if (!ref) return notAvailable;
  return getCpqService().iframeUrl(ref.hubApplicationId, ref.projectId);
}

export async function forgetCpqProject(upstream: ProductionApiClient, productionProjectId: number) {
  const ref = await cpqProjectOf(upstream, productionProjectId);
  if (ref) getCpqService().forgetProject(ref.hubApplicationId, ref.projectId);
}
