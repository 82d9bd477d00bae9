// The lot a line's fabric was cut from, kept on the line's material entry as
// the match flow keeps a scanned label's (lib/polygons/material-lots.ts): lot
// traceability runs from the supplier's label through the roll to the product.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { recordLot, type MaterialLot } from "@/lib/polygons/material-lots";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { Roll } from "../rolls/rolls-store";

export type CutLot = { entryId: number; isMatched: boolean; lot: MaterialLot } | null;

/** Records the roll's lot on the line's entry of the roll's material; null when the line has no such entry. */
export async function recordCutLot(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  productionPolygonId: number,
  roll: Roll,
): Promise<CutLot> {
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const { results } = await upstream.matching.browse({
    productionProjectId: polygon.productionProjectId,
    eanCode: roll.materialCode,
    take: 500,
  });
  const row = results.find((r) => r.eanCode === roll.materialCode);
  const entry = row?.polygonProjectMaterials.find((e) => e.productionPolygonId === productionPolygonId);
  if (!row?.eanCode || !entry) return null;
  const place = {
    entryId: entry.id,
    productionPolygonId,
    polygonId: polygon.polygonId,
    productionProjectId: polygon.productionProjectId,
    eanCode: row.eanCode,
  };
  const lot = await recordLot(db, employee, place, {
    gtin: roll.gtin,
    ...(roll.lot ? { lot: roll.lot } : {}),
  });
  return { entryId: entry.id, isMatched: entry.isMatched, lot };
}
