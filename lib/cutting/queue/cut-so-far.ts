// What the cutter has already cut of the lines at cutting, read back from the
// rolls' "cut" events (docs/cutting.md, "The cutter's screen"): pieces
// confirmed by their ticket, and pieces of a strip cut across the roll whose
// tickets are still to be scanned. Neither is planned again. Only the cuts
// made since the line last came into cutting count: a line sent back to
// cutting is cut again (docs/cutting.md, "A line sent back to cutting").
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { cutSchema } from "@/lib/cutting/plan/schemas";
import { rollEvents, rolls } from "@/lib/db/schema";
import type { FabricBatch } from "./fabric-batches";

const mm = z.number().int().nonnegative();

/** A piece cut off the roll with its strip, waiting for its ticket: the plan's cut of it, where it lay across the roll. */
export const stripPieceSchema = cutSchema
  .pick({ productionPolygonId: true, lengthMm: true, widthMm: true, acrossMm: true })
  .extend({
    /** Its share of the fabric's lower bound, as the plan it was cut from had it. */
    boundLengthMm: mm,
  });
export type StripPiece = z.infer<typeof stripPieceSchema>;

/**
 * A "cut" event's detail. The first three names are read by the supervisor's
 * figures (fabric used against planned and against the bound): keep them.
 */
export const cutDetailSchema = z.object({
  productionPolygonId: z.number().int(),
  plannedLengthMm: mm,
  boundLengthMm: mm,
  /** The cut opened a strip across the roll that holds other pieces too. */
  strip: z.object({ lengthMm: mm, pieces: z.array(stripPieceSchema) }).optional(),
  /** The piece came from a strip an earlier cut (this event id) took off the roll. */
  fromStripEventId: z.number().int().optional(),
  /** Cut from this roll instead of the one the plan laid it on ("Use another roll"). */
  plannedRollId: z.number().int().optional(),
});
export type CutDetail = z.infer<typeof cutDetailSchema>;

export type PendingPiece = StripPiece & { rollId: number; stripEventId: number; materialCode: string };
export type CutsSoFar = {
  /** Pieces confirmed per line (of all its fabrics). */
  confirmed: Map<number, number>;
  /** Pieces confirmed per line and fabric (fabricCutKey): a line cut from a face fabric and a lining counts each apart. */
  confirmedOfFabric: Map<string, number>;
  /** Pieces of strips already cut whose tickets were not scanned yet. */
  pending: PendingPiece[];
};

/**
 * The cuts of these lines, and the strips of rolls still in stock. (A strip of
 * a roll since ended keeps its pieces pending only when one of them is asked for.)
 * `enteredAt`: when each line last came into cutting; a cut made before then is
 * left out, and so is a strip's piece of that line.
 */
export async function cutsSoFar(
  db: Database,
  productionPolygonIds: readonly number[],
  enteredAt: ReadonlyMap<number, Date | null> = new Map(),
): Promise<CutsSoFar> {
  const ids = [...new Set(productionPolygonIds)];
  const ofLines = ids.length
    ? inArray(sql<number>`(${rollEvents.detail}->>'productionPolygonId')::int`, ids)
    : sql`false`;
  const rows = await db
    .select({
      id: rollEvents.id,
      rollId: rollEvents.rollId,
      materialCode: rolls.materialCode,
      detail: rollEvents.detail,
      at: rollEvents.at,
    })
    .from(rollEvents)
    .innerJoin(rolls, eq(rolls.id, rollEvents.rollId))
    .where(
      and(
        eq(rollEvents.kind, "cut"),
        or(ofLines, and(eq(rolls.status, "in-stock"), sql`${rollEvents.detail} ? 'strip'`)),
      ),
    )
    .orderBy(rollEvents.id);
  const confirmed = new Map<number, number>();
  const confirmedOfFabric = new Map<string, number>();
  const openStrips = new Map<number, PendingPiece[]>();
  // A cut made before the line last came into cutting was for an earlier pass: it does not count now.
  const countsFor = (polygonId: number, at: Date) => {
    const since = enteredAt.get(polygonId);
    return !since || at.getTime() >= since.getTime();
  };
  for (const row of rows) {
    const parsed = cutDetailSchema.safeParse(row.detail);
    if (!parsed.success) continue;
    const detail = parsed.data;
    const polygonId = detail.productionPolygonId;
    if (ids.includes(polygonId) && countsFor(polygonId, row.at)) {
      confirmed.set(polygonId, (confirmed.get(polygonId) ?? 0) + 1);
      const key = fabricCutKey(polygonId, row.materialCode);
      confirmedOfFabric.set(key, (confirmedOfFabric.get(key) ?? 0) + 1);
    }
    if (detail.strip)
      openStrips.set(
        row.id,
        detail.strip.pieces
          .filter((piece) => countsFor(piece.productionPolygonId, row.at))
          .map((piece) => ({
            ...piece,
            rollId: row.rollId,
            stripEventId: row.id,
            materialCode: row.materialCode,
          })),
      );
    if (detail.fromStripEventId !== undefined) {
      const strip = openStrips.get(detail.fromStripEventId);
      const at = strip?.findIndex((p) => p.productionPolygonId === polygonId) ?? -1;
      if (strip && at >= 0) strip.splice(at, 1);
    }
  }
  return { confirmed, confirmedOfFabric, pending: [...openStrips.values()].flat() };
}

/** The key of a line's cuts of one fabric (its EAN, the rolls' material code). */
export const fabricCutKey = (productionPolygonId: number, materialCode: string) =>
  `${productionPolygonId}:${materialCode}`;

/** cutsSoFar's arguments for these queue lines: their ids and when each came into cutting. */
export function cutScopeOf(lines: readonly { productionPolygonId: number; enteredAt: Date | null }[]) {
  return [
    lines.map((l) => l.productionPolygonId),
    new Map(lines.map((l) => [l.productionPolygonId, l.enteredAt])),
  ] as const;
}

/** The batches without the pieces already cut (confirmed or lying in a cut strip), fabric by fabric. */
export function withoutCutPieces(batches: readonly FabricBatch[], so: CutsSoFar): FabricBatch[] {
  const done = new Map(so.confirmedOfFabric);
  for (const piece of so.pending) {
    const key = fabricCutKey(piece.productionPolygonId, piece.materialCode);
    done.set(key, (done.get(key) ?? 0) + 1);
  }
  return batches.map((batch) => {
    const left = new Map(done);
    const pieces = batch.pieces.filter((piece) => {
      const key = fabricCutKey(piece.productionPolygonId, batch.eanCode);
      const cut = left.get(key) ?? 0;
      if (cut === 0) return true;
      left.set(key, cut - 1);
      return false;
    });
    return { ...batch, pieces };
  });
}
