// Defects reported on material entries at the matching screen: the remark, who
// and when, and an optional photo, kept in the app's table (the upstream keeps
// only the entry's flags). Every screen that shows an entry's defect reads it here.
// A report names the lot of the entry's roll as it was when reported: supplier
// claims need it, and unmatching the defective roll clears the entry's lot.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { materialDefects } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { MatchingBrowseResult } from "@/lib/production-api/schemas";
import { lotsOfEntries } from "./material-lots";
import { reportColumns, reportSummary } from "./photo-reports";
import type { Photo } from "./problems";

const summaryColumns = {
  id: materialDefects.id,
  entryId: materialDefects.entryId,
  ...reportColumns(materialDefects),
  lot: materialDefects.lot,
};
type DefectRow = Pick<typeof materialDefects.$inferSelect, keyof typeof summaryColumns>;

const toSummary = (row: DefectRow) =>
  reportSummary(row, `/api/materials/${row.entryId}/defect/photo?report=${row.id}`);
export type DefectReport = ReturnType<typeof toSummary>;

export async function recordDefect(
  db: Database,
  employee: SessionEmployee,
  entryId: number,
  remark: string,
): Promise<DefectReport> {
  const lot = (await lotsOfEntries(db, [entryId])).get(entryId)?.lot ?? null;
  const [row] = await db
    .insert(materialDefects)
    .values({
      entryId,
      remark,
      lot,
      reportedBy: employee.hubEmployeeId,
      reportedByName: employee.displayName,
    })
    .returning(summaryColumns);
  if (!row) throw new Error("recording the defect returned no row");
  return toSummary(row);
}

/** The newest report of each of these entries. */
export async function latestDefects(db: Database, entryIds: number[]): Promise<Map<number, DefectReport>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(materialDefects)
    .where(inArray(materialDefects.entryId, [...new Set(entryIds)]))
    .orderBy(desc(materialDefects.reportedAt), desc(materialDefects.id));
  const latest = new Map<number, DefectReport>();
  for (const row of rows) if (!latest.has(row.entryId)) latest.set(row.entryId, toSummary(row));
  return latest;
}

/** A page of matching rows with the report of each defective entry on it, by entry id. */
export async function withDefectReports(db: Database, page: MatchingBrowseResult) {
  const defective = page.results.flatMap((row) =>
    row.polygonProjectMaterials.filter((e) => e.hasDefect).map((e) => e.id),
  );
  return { ...page, defects: Object.fromEntries(await latestDefects(db, defective)) };
}

/** The photo of the entry's newest defect report: taken after the report was sent. */
export async function attachDefectPhoto(db: Database, entryId: number, photo: Photo): Promise<DefectReport> {
  const latest = (await latestDefects(db, [entryId])).get(entryId);
  if (!latest) {
    throw new AppError(
      "not_found",
      "No defect reported",
      `Entry ${entryId} has no defect report for a photo.`,
    );
  }
  const [row] = await db
    .update(materialDefects)
    .set({ photoBase64: Buffer.from(photo.bytes).toString("base64"), photoType: photo.type })
    .where(eq(materialDefects.id, latest.id))
    .returning(summaryColumns);
  if (!row) throw new Error("attaching the photo returned no row");
  return toSummary(row);
}

export async function defectPhoto(db: Database, entryId: number, reportId: number): Promise<Photo> {
  const [row] = await db
    .select({ base64: materialDefects.photoBase64, type: materialDefects.photoType })
    .from(materialDefects)
    .where(and(eq(materialDefects.id, reportId), eq(materialDefects.entryId, entryId)));
  // A report without a photo is answered as one that is not there.
  if (!row?.base64 || !row.type)
    throw new AppError("not_found", "No such photo", `Defect report ${reportId} has no photo.`);
  return { bytes: Buffer.from(row.base64, "base64"), type: row.type };
}
