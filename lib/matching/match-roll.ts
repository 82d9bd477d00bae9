// A match from a scanned roll label: the label's GTIN must be the entry's
// material (checked before the upstream write, so a wrong roll changes
// nothing), then the entry is matched and the roll's lot kept with it
// (lib/polygons/material-lots.ts). A match without a label, or an unmatch,
// clears the lot an earlier match kept.
import type { z } from "zod";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import {
  clearLot,
  gtin14Of,
  recordLot,
  type LotPlace,
  type ScannedLabel,
} from "@/lib/polygons/material-lots";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { setMaterialMatched, type setMatchedBody } from "./matching";

/** Where the entry is (polygon, project) and which material it needs, read from the upstream. */
async function placeOfEntry(
  upstream: ProductionApiClient,
  entryId: number,
  productionPolygonId: number,
): Promise<LotPlace> {
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const { results } = await upstream.matching.browse({
    productionProjectId: polygon.productionProjectId,
    take: 500,
  });
  const row = results.find((r) =>
    r.polygonProjectMaterials.some((e) => e.id === entryId && e.productionPolygonId === polygon.id),
  );
  if (!row) {
    throw new AppError(
      "invalid_input",
      "Invalid input",
      `Entry ${entryId} is no material entry of polygon ${productionPolygonId}.`,
      { productionPolygonId: [`Entry ${entryId} is not on this polygon`] },
    );
  }
  if (!row.eanCode) {
    throw new AppError(
      "conflict",
      "This material has no EAN",
      `Entry ${entryId}'s material has no EAN to check the label against.`,
    );
  }
  return {
    entryId,
    productionPolygonId: polygon.id,
    polygonId: polygon.polygonId,
    productionProjectId: polygon.productionProjectId,
    eanCode: row.eanCode,
  };
}

function assertLabelFits(place: LotPlace, label: ScannedLabel): void {
  if (gtin14Of(place.eanCode) === label.gtin) return;
  throw new AppError(
    "conflict",
    "This roll is another material",
    `The label's GTIN ${label.gtin} is not the EAN ${place.eanCode} this entry needs.`,
  );
}

export async function matchEntry(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  entryId: number,
  body: z.output<typeof setMatchedBody>,
) {
  const { isMatched, productionPolygonId, label } = body;
  if (!isMatched || !label || productionPolygonId === undefined) {
    const entry = await setMaterialMatched(upstream, entryId, isMatched, productionPolygonId);
    await clearLot(db, entryId);
    return { ...entry, lot: null };
  }
  const place = await placeOfEntry(upstream, entryId, productionPolygonId);
  assertLabelFits(place, label);
  const entry = await setMaterialMatched(upstream, entryId, true, productionPolygonId);
  return { ...entry, lot: await recordLot(db, employee, place, label) };
}
