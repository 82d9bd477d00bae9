// The app's own record of lots, read both ways: a lot's rolls and the cuts
// taken off them (roll_events "cut", whose detail names the line), and the
// lots kept on lines' material entries by the match flow and the cut
// (material_lots). Indexed for it by migration 0024 (docs/traceability.md).
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { materialLots, rollEvents, rolls } from "@/lib/db/schema";

/** The line a cut was for, and the piece's length (a strip's first cut takes the strip; its piece is the planned length). */
const cutLine = sql<number>`(${rollEvents.detail}->>'productionPolygonId')::int`;
const pieceMm = sql<number>`coalesce((${rollEvents.detail}->>'plannedLengthMm')::int, ${rollEvents.lengthMm})`;

/** A material entry's lot, of one material when it is named (a lot's name may be on several). */
const entryOfLot = (lot: string, materialCode: string | undefined) =>
  and(eq(materialLots.lot, lot), materialCode ? eq(materialLots.eanCode, materialCode) : undefined);

/** How every answer names a roll. */
const rollNames = {
  rollId: rolls.id,
  code: rolls.code,
  materialCode: rolls.materialCode,
  materialName: rolls.materialName,
};

export async function rollsOfLot(db: Database, lot: string, materialCode: string | undefined) {
  return db
    .select({
      ...rollNames,
      lengthMm: rolls.lengthMm,
      lengthLeftMm: rolls.lengthLeftMm,
      status: rolls.status,
      isOffcut: rolls.isOffcut,
      place: rolls.place,
      registeredAt: rolls.registeredAt,
    })
    .from(rolls)
    .where(and(eq(rolls.lot, lot), materialCode ? eq(rolls.materialCode, materialCode) : undefined))
    .orderBy(asc(rolls.registeredAt), asc(rolls.id));
}

export type LotRoll = Awaited<ReturnType<typeof rollsOfLot>>[number];

/** Every cut taken off these rolls for a line. */
export async function cutsOfRolls(db: Database, rollIds: number[]) {
  if (rollIds.length === 0) return [];
  return db
    .select({ rollId: rollEvents.rollId, productionPolygonId: cutLine, pieceMm, at: rollEvents.at })
    .from(rollEvents)
    .where(and(inArray(rollEvents.rollId, rollIds), eq(rollEvents.kind, "cut"), sql`${cutLine} is not null`))
    .orderBy(asc(rollEvents.id));
}

/** Lines whose material entry was matched with (or cut from) this lot, as the entries keep it. */
export async function entriesOfLot(db: Database, lot: string, materialCode: string | undefined) {
  return db
    .select({
      productionPolygonId: materialLots.productionPolygonId,
      productionProjectId: materialLots.productionProjectId,
      materialCode: materialLots.eanCode,
    })
    .from(materialLots)
    .where(entryOfLot(lot, materialCode));
}

/** The cuts of one line with their roll's material and lot. */
export async function cutsOfLine(db: Database, productionPolygonId: number) {
  return db
    .select({
      ...rollNames,
      lot: rolls.lot,
      pieceMm,
    })
    .from(rollEvents)
    .innerJoin(rolls, eq(rolls.id, rollEvents.rollId))
    .where(and(eq(rollEvents.kind, "cut"), eq(cutLine, productionPolygonId)))
    .orderBy(asc(rollEvents.id));
}

/** The lots one line's entries keep (matched with a supplier's label, or cut). */
export async function entryLotsOfLine(db: Database, productionPolygonId: number) {
  return db
    .select({ materialCode: materialLots.eanCode, lot: materialLots.lot })
    .from(materialLots)
    .where(eq(materialLots.productionPolygonId, productionPolygonId));
}

/** Lots by their name, a roll by its own code, or the lots of a material: what the search box finds. */
export async function lotsNamed(db: Database, where: { lot?: string; materialCode?: string; code?: string }) {
  const conditions: SQL[] = [sql`${rolls.lot} is not null`];
  if (where.lot) conditions.push(eq(rolls.lot, where.lot));
  if (where.materialCode) conditions.push(eq(rolls.materialCode, where.materialCode));
  if (where.code) conditions.push(eq(rolls.code, where.code));
  const rows = await db
    .select({
      lot: sql<string>`${rolls.lot}`,
      materialCode: rolls.materialCode,
      materialName: sql<string | null>`max(${rolls.materialName})`,
      rolls: sql<number>`count(*)::int`,
    })
    .from(rolls)
    .where(and(...conditions))
    .groupBy(rolls.lot, rolls.materialCode)
    .orderBy(asc(rolls.materialCode), asc(rolls.lot))
    .limit(50);
  return rows;
}

/** Lots kept on entries only (matched with a label, no roll registered here). */
export async function entryLotsNamed(db: Database, lot: string, materialCode?: string) {
  return db
    .selectDistinct({ lot: sql<string>`${materialLots.lot}`, materialCode: materialLots.eanCode })
    .from(materialLots)
    .where(entryOfLot(lot, materialCode))
    .limit(50);
}
