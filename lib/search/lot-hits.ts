// The office search box's lots: a lot as it is written (L24-172) or a roll's
// own label (ROL-000123) finds the lot's trace page, one hit per fabric of the
// lot (two fabrics may share a lot's name). Read from the app's own rolls and
// the lots its lines' material entries keep (docs/traceability.md).
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { materialLots, rolls } from "@/lib/db/schema";

export type LotHit = {
  kind: "lot";
  lot: string;
  materialCode: string;
  materialName: string | null;
  href: string;
};

const rollCode = /^ROL-\d{6,10}$/i;
/** GS1's character set 82, at most 20 characters, with a digit (a plain word is a customer, not a lot). */
const lotLike = /^(?=.*\d)[!"%-?A-Z_a-z]{1,20}$/;

export const lotHref = (lot: string, materialCode: string) =>
  `/trace/lots/${encodeURIComponent(lot)}?materialCode=${encodeURIComponent(materialCode)}`;

const hitOf = (row: { lot: string; materialCode: string; materialName: string | null }): LotHit => ({
  kind: "lot",
  ...row,
  href: lotHref(row.lot, row.materialCode),
});

/** The lots this text names: a roll's label gives its roll's lot; a lot's name every fabric of it. */
export async function lotHits(db: Database, q: string, limit: number): Promise<LotHit[]> {
  const text = q.trim();
  if (rollCode.test(text)) {
    const rows = await db
      .select({
        lot: sql<string>`${rolls.lot}`,
        materialCode: rolls.materialCode,
        materialName: rolls.materialName,
      })
      .from(rolls)
      .where(and(eq(rolls.code, text.toUpperCase()), isNotNull(rolls.lot)))
      .limit(1);
    return rows.map(hitOf);
  }
  if (!lotLike.test(text)) return [];
  const [withRolls, onEntries] = await Promise.all([
    db
      .select({
        lot: sql<string>`${rolls.lot}`,
        materialCode: rolls.materialCode,
        materialName: sql<string | null>`max(${rolls.materialName})`,
      })
      .from(rolls)
      .where(eq(rolls.lot, text))
      .groupBy(rolls.lot, rolls.materialCode)
      .orderBy(asc(rolls.materialCode))
      .limit(limit),
    db
      .selectDistinct({ lot: sql<string>`${materialLots.lot}`, materialCode: materialLots.eanCode })
      .from(materialLots)
      .where(eq(materialLots.lot, text))
      .limit(limit),
  ]);
  const seen = new Set(withRolls.map((row) => row.materialCode));
  return [
    ...withRolls,
    ...onEntries.filter((row) => !seen.has(row.materialCode)).map((row) => ({ ...row, materialName: null })),
  ]
    .slice(0, limit)
    .map(hitOf);
}
