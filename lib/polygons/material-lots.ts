// The lot of the roll each material entry was matched with, kept in the app's
// table (the upstream has no field for it): written by the match flow when the
// matcher scanned a supplier's GS1 label, read by every screen that shows an
// entry (matching rows, polygon detail, project page, bill of materials,
// defect reports). docs/scanning.md tells the story from label to lot.
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { materialLots } from "@/lib/db/schema";
import type { MatchingBrowseResult } from "@/lib/production-api/schemas";
import { hasValidGtinCheckDigit } from "@/lib/scan/gtin";

/** GS1's character set 82 (the characters a lot (10) may hold). */
const characterSet82 = /^[!"%-?A-Z_a-z]+$/;

/** What the tablet read off the roll's GS1 label (lib/scan/gs1.ts), as the match route takes it. */
export const scannedLabelSchema = z.object({
  gtin: z
    .string()
    .regex(/^\d{14}$/, "gtin is the 14 digits of (01)")
    .refine((gtin) => hasValidGtinCheckDigit(gtin, [14]), "gtin has a wrong check digit"),
  lot: z.string().min(1).max(20).regex(characterSet82, "lot holds a character GS1 does not allow").optional(),
  expiry: z.iso.date().optional(),
  count: z.number().int().positive().max(99_999_999).optional(),
  lengthM: z.number().positive().max(99_999).optional(),
});
export type ScannedLabel = z.infer<typeof scannedLabelSchema>;

/** The GTIN-14 of an EAN-8, UPC-A or EAN-13: zeros in front (GS1 weighs digits from the right). */
export const gtin14Of = (ean: string) => ean.padStart(14, "0");

const lotColumns = {
  entryId: materialLots.entryId,
  productionPolygonId: materialLots.productionPolygonId,
  polygonId: materialLots.polygonId,
  productionProjectId: materialLots.productionProjectId,
  eanCode: materialLots.eanCode,
  lot: materialLots.lot,
  expiry: materialLots.expiry,
  count: materialLots.count,
  lengthM: materialLots.lengthM,
  recordedByName: materialLots.recordedByName,
  recordedAt: materialLots.recordedAt,
};
type LotRow = Pick<typeof materialLots.$inferSelect, keyof typeof lotColumns>;

const toLot = ({ recordedAt, ...row }: LotRow) => ({ ...row, recordedAt: recordedAt.toISOString() });
export type MaterialLot = ReturnType<typeof toLot>;

export type LotPlace = {
  entryId: number;
  productionPolygonId: number;
  /** The polygon's order-spec item. */
  polygonId: number;
  productionProjectId: number;
  /** The material's EAN as its matching row gives it. */
  eanCode: string;
};

/** The entry's roll now: the label's lot, length and count replace what an earlier match recorded. */
export async function recordLot(
  db: Database,
  employee: SessionEmployee,
  place: LotPlace,
  label: ScannedLabel,
): Promise<MaterialLot> {
  const values = {
    ...place,
    gtin: label.gtin,
    lot: label.lot ?? null,
    expiry: label.expiry ?? null,
    count: label.count ?? null,
    lengthM: label.lengthM ?? null,
    recordedBy: employee.hubEmployeeId,
    recordedByName: employee.displayName,
    recordedAt: new Date(),
  };
  const [row] = await db
    .insert(materialLots)
    .values(values)
    .onConflictDoUpdate({ target: materialLots.entryId, set: values })
    .returning(lotColumns);
  if (!row) throw new Error("recording the lot returned no row");
  return toLot(row);
}

/** The entry lost its roll (unmatched, or matched again without a label): no lot is shown for it. */
export async function clearLot(db: Database, entryId: number): Promise<void> {
  await db.delete(materialLots).where(eq(materialLots.entryId, entryId));
}

export async function lotsOfEntries(db: Database, entryIds: number[]): Promise<Map<number, MaterialLot>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select(lotColumns)
    .from(materialLots)
    .where(inArray(materialLots.entryId, [...new Set(entryIds)]));
  return new Map(rows.map((row) => [row.entryId, toLot(row)]));
}

export async function lotsOfProject(db: Database, productionProjectId: number): Promise<MaterialLot[]> {
  const rows = await db
    .select(lotColumns)
    .from(materialLots)
    .where(eq(materialLots.productionProjectId, productionProjectId))
    .orderBy(materialLots.productionPolygonId, materialLots.entryId);
  return rows.map(toLot);
}

/** A page of matching rows with the lot of each entry that has one, by entry id. */
export async function withLots<Page extends MatchingBrowseResult>(db: Database, page: Page) {
  const ids = page.results.flatMap((row) => row.polygonProjectMaterials.map((e) => e.id));
  return { ...page, lots: Object.fromEntries(await lotsOfEntries(db, ids)) };
}
