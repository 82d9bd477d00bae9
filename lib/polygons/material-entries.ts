// A project's material entries as the office and the stations show them: each
// entry's matching state named by its project material, with the latest defect
// report and the lot of the roll it was matched with.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { latestDefects } from "./material-defects";
import { lotsOfEntries } from "./material-lots";

/** The project's entries, or only one polygon's when `productionPolygonId` is given. */
export async function materialEntriesOf(
  db: Database,
  upstream: ProductionApiClient,
  productionProjectId: number,
  productionPolygonId?: number,
) {
  const { results } = await upstream.matching.browse({ productionProjectId, take: 500 });
  const entries = results.flatMap((row) =>
    row.polygonProjectMaterials
      .filter((e) => productionPolygonId === undefined || e.productionPolygonId === productionPolygonId)
      .map((e) => ({
        id: e.id,
        productionPolygonId: e.productionPolygonId,
        material: row.material,
        color: row.materialColor,
        eanCode: row.eanCode,
        isMatched: e.isMatched,
        hasDefect: e.hasDefect,
        hadDefect: e.hadDefect,
      })),
  );
  const [reports, lots] = await Promise.all([
    latestDefects(
      db,
      entries.filter((e) => e.hasDefect).map((e) => e.id),
    ),
    lotsOfEntries(
      db,
      entries.map((e) => e.id),
    ),
  ]);
  return entries.map((e) => ({ ...e, defect: reports.get(e.id) ?? null, lot: lots.get(e.id) ?? null }));
}
