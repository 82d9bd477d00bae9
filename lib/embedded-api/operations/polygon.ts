// polygon/*: one polygon with its history and materials, the polygons still
// waiting for material, and the matched/defect flags of a material entry.
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { Implementations } from "../context";
import { notFound } from "../errors";
import { loadPolygons, loadPolygonsWhere, toMaterialEntry } from "../queries/polygons";
import { polygonMaterials, polygons } from "../schema";

type EntryChanges = Partial<
  Pick<typeof polygonMaterials.$inferInsert, "isMatched" | "matchedAt" | "hasDefect" | "hadDefect">
>;

async function updateEntry(db: Database, id: number, changes: EntryChanges) {
  const [row] = await db.update(polygonMaterials).set(changes).where(eq(polygonMaterials.id, id)).returning();
  if (!row) throw notFound("Polygon project material", id);
  return toMaterialEntry(row);
}

export const polygonOperations: Implementations<
  | "polygon/getbyid"
  | "polygon/getunmatched"
  | "polygon/setpolygonprojectmaterialmatched"
  | "polygon/setpolygonprojectmaterialhasdefect"
  | "polygon/setpolygonprojectmaterialhaddefect"
> = {
  "polygon/getbyid": async ({ db }, { id }) => {
    const [polygon] = await loadPolygons(db, [id]);
    if (!polygon) throw notFound("Production polygon", id);
    return polygon;
  },

  "polygon/getunmatched": async ({ db }) => {
    // The partial index on unmatched entries keeps this to the polygons still waiting.
    const unmatched = db
      .selectDistinct({ id: polygonMaterials.productionPolygonId })
      .from(polygonMaterials)
      .where(eq(polygonMaterials.isMatched, false));
    return loadPolygonsWhere(db, inArray(polygons.id, unmatched));
  },

  "polygon/setpolygonprojectmaterialmatched": async ({ db, now }, { id, isMatched }) =>
    updateEntry(db, id, { isMatched, matchedAt: isMatched ? now : null }),

  // A defect once found stays on record: hadDefect is never cleared by clearing hasDefect.
  "polygon/setpolygonprojectmaterialhasdefect": async ({ db }, { id, hasDefect }) =>
    updateEntry(db, id, hasDefect ? { hasDefect, hadDefect: true } : { hasDefect }),

  "polygon/setpolygonprojectmaterialhaddefect": async ({ db }, { id, hadDefect }) =>
    updateEntry(db, id, { hadDefect }),
};
