// The configured product of a polygon as the CPQ sold it (pictures, print
// data, main materials, documentation), for the station's drawer and the job
// tickets. A CPQ that is down or has no data gives one line instead: the
// station works on without it.
import { notAvailable, type ProductView, type Unavailable } from "@/lib/cpq/product-view";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { cpqProjectOf, cpqProjectsOf } from "@/lib/polygons/cpq-projects";
import { getCpqService } from "@/lib/server/cpq-client";

export type ProductAnswer = { status: "ok"; view: ProductView } | Unavailable;

/** One production polygon's product view (its CPQ polygon in its project's CPQ project). */
export async function polygonProductView(
  upstream: ProductionApiClient,
  productionPolygonId: number,
): Promise<ProductAnswer> {
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const ref = await cpqProjectOf(upstream, polygon.productionProjectId);
  if (!ref) return notAvailable;
  return getCpqService().productView({ ...ref, polygonId: polygon.polygonId });
}

/**
 * The first picture of each polygon's product, by production project and CPQ
 * polygon id (`<productionProjectId>:<polygonId>`), for a sheet of tickets.
 * A project the CPQ cannot give prints without pictures.
 */
export async function ticketPictures(
  upstream: ProductionApiClient,
  polygons: readonly { productionProjectId: number; polygonId: number }[],
): Promise<Map<string, string>> {
  const refs = await cpqProjectsOf(
    upstream,
    polygons.map((p) => p.productionProjectId),
  );
  const pictures = new Map<string, string>();
  const cpq = getCpqService();
  const projects = [...refs.entries()];
  for (let i = 0; i < projects.length; i += 8) {
    await Promise.all(
      projects.slice(i, i + 8).map(async ([productionProjectId, ref]) => {
        const views = await cpq.projectViews(ref.hubApplicationId, ref.projectId);
        if (views.status !== "ok") return;
        for (const view of views.polygons) {
          const src = view.pictures[0]?.src ?? view.modelPicture;
          if (src) pictures.set(`${productionProjectId}:${view.polygonId}`, src);
        }
      }),
    );
  }
  return pictures;
}
