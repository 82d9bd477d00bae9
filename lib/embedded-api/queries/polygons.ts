// Pieces shared by the embedded API's polygon reads: a material entry in wire
// shape, and the pause that lets waiting requests run between the slices of a
// big list (the server runs PGlite on its one thread). The polygons themselves
// are written as JSON text by the database (polygons-json.ts).
import type { z } from "zod";
import type { productionPolygonSchema } from "@/lib/production-api/schemas";
import { iso } from "../context";
import { type polygonMaterials } from "../schema";

type MaterialWire = NonNullable<z.input<typeof productionPolygonSchema>["materials"]>[number];

type MaterialEntryRow = Pick<
  typeof polygonMaterials.$inferSelect,
  "id" | "polygonProjectMaterialId" | "hasDefect" | "hadDefect" | "isMatched" | "matchedAt"
>;

export const toMaterialEntry = (row: MaterialEntryRow): MaterialWire => ({
  id: row.id,
  polygonProjectMaterialId: row.polygonProjectMaterialId,
  hasDefect: row.hasDefect,
  hadDefect: row.hadDefect,
  isMatched: row.isMatched,
  matchedAt: iso(row.matchedAt),
});

/** What runs between the slices of a long read, given how long the last slice took. */
export type BetweenSlices = (sliceMs: number) => Promise<void>;

/**
 * Between the slices of a background reload: a rest as long as the slice took
 * (100 ms at most). Back to back, a reload's slices of 30–40 ms each made a
 * supervisor's five reads wait for one slice each; resting, a read waits for
 * one slice at most and the reload takes at most half of the server's time.
 */
export const restAsLongAs: BetweenSlices = (sliceMs) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(100, sliceMs)));
