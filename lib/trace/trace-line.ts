// A line backward: for every fabric, the lots and rolls it was cut from (the
// cuts off the rolls), and the lots its entries keep from a supplier's label
// matched without a cut here. A line cut from two lots lists both.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { loadWorkflow } from "@/lib/workflow/store";
import { keptLinePolygons } from "./line-facts";
import { cutsOfLine, entryLotsOfLine } from "./queries";
import type { LineLot, LineTrace } from "./schemas";

/** The line's project, from the kept status lists; a line none holds is read (404 from the upstream: no such line). */
async function projectOfLine(db: Database, upstream: ProductionApiClient, productionPolygonId: number) {
  const kept = (await keptLinePolygons(upstream, await loadWorkflow(db), [productionPolygonId])).get(
    productionPolygonId,
  );
  return (
    kept?.productionProjectId ??
    (await upstream.polygon.getById({ id: productionPolygonId })).productionProjectId
  );
}

/** The line's lots; 404 (from the upstream) when there is no such line. */
export async function traceLine(
  db: Database,
  upstream: ProductionApiClient,
  productionPolygonId: number,
): Promise<LineTrace> {
  const [productionProjectId, cuts, entries] = await Promise.all([
    projectOfLine(db, upstream, productionPolygonId),
    cutsOfLine(db, productionPolygonId),
    entryLotsOfLine(db, productionPolygonId),
  ]);
  const lots = new Map<string, LineLot>();
  for (const cut of cuts) {
    const key = `${cut.materialCode}\u0000${cut.lot ?? ""}`;
    const lot = lots.get(key) ?? {
      materialCode: cut.materialCode,
      materialName: cut.materialName,
      lot: cut.lot,
      rollIds: [],
      rollCodes: [],
      cutMm: 0,
    };
    lot.cutMm += cut.pieceMm;
    if (!lot.rollIds.includes(cut.rollId)) {
      lot.rollIds.push(cut.rollId);
      lot.rollCodes.push(cut.code);
    }
    lots.set(key, lot);
  }
  // A lot kept on an entry with no cut of it here: matched with the supplier's label at the matching screen.
  for (const entry of entries) {
    const key = `${entry.materialCode}\u0000${entry.lot ?? ""}`;
    if (entry.lot === null || lots.has(key)) continue;
    lots.set(key, {
      materialCode: entry.materialCode,
      materialName: null,
      lot: entry.lot,
      rollIds: [],
      rollCodes: [],
      cutMm: 0,
    });
  }
  return {
    productionPolygonId,
    productionProjectId,
    lots: [...lots.values()].sort(
      (a, b) => a.materialCode.localeCompare(b.materialCode) || (a.lot ?? "").localeCompare(b.lot ?? ""),
    ),
  };
}
