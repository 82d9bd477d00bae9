// polygon/*: one polygon with its history and materials, the polygons still
// waiting for material, and the matched/defect flags of a material entry.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { JsonText, type Implementations } from "../context";
import { notFound } from "../errors";
import { toMaterialEntry } from "../queries/polygons";
import { findUnmatchedPolygonsJson } from "../queries/kept-lists";
import { findPolygonJson } from "../queries/polygons-json";
import { polygonMaterials } from "../schema";

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
  // Written by the database in one statement (the scan reads it for every package it packs).
  "polygon/getbyid": async ({ db }, { id }) => {
    const json = await findPolygonJson(db, id);
    if (json === null) throw notFound("Production polygon", id);
    return new JsonText(json);
  },

  // The partial index on unmatched entries answers this per polygon (asked again per slice).
  "polygon/getunmatched": async ({ db }) => new JsonText(await findUnmatchedPolygonsJson(db)),

  "polygon/setpolygonprojectmaterialmatched": async ({ db, now }, { id, isMatched }) =>
    updateEntry(db, id, { isMatched, matchedAt: isMatched ? now : null }),

  // A defect once found stays on record: hadDefect is never cleared by clearing hasDefect.
  "polygon/setpolygonprojectmaterialhasdefect": async ({ db }, { id, hasDefect }) =>
    updateEntry(db, id, hasDefect ? { hasDefect, hadDefect: true } : { hasDefect }),

  "polygon/setpolygonprojectmaterialhaddefect": async ({ db }, { id, hadDefect }) =>
    updateEntry(db, id, { hadDefect }),
};
