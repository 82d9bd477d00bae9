// The results of lines' checks and their photos in the app's tables. A
// department visit's results stay open (doneAt null) until the Done they
// allowed; the newest open result says whether the visit has passed.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { qualityPhotos, qualityResults } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import {
  destinationSchema,
  storedValueSchema,
  type Destination,
  type PhotoInput,
  type QualityResult,
  type ReasonSnapshot,
  type StoredValue,
} from "./schemas";

const storedValues = z.array(storedValueSchema);
const reasonSchema = z.object({ id: z.number(), code: z.string(), labelEn: z.string(), labelNl: z.string() });

type ResultRow = typeof qualityResults.$inferSelect;

const photoUrl = (id: number) => `/api/quality/photos/${id}`;

function toResult(
  row: ResultRow,
  photos: { id: number; resultId: number; checkId: number }[],
): QualityResult {
  const own = photos.filter((p) => p.resultId === row.id);
  return {
    id: row.id,
    productionPolygonId: row.productionPolygonId,
    productionDepartmentId: row.productionDepartmentId,
    kind: row.kind === "supervisor-pass" ? "supervisor-pass" : "check",
    isPassed: row.isPassed,
    values: storedValues.parse(row.values).map((value) => ({
      ...value,
      photoUrls: own.filter((p) => p.checkId === value.checkId).map((p) => photoUrl(p.id)),
    })),
    reason: row.reason === null ? null : reasonSchema.parse(row.reason),
    reasonRemark: row.reasonRemark,
    destination: row.destination === null ? null : destinationSchema.parse(row.destination),
    employeeName: row.employeeName,
    madeAt: row.madeAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

async function withPhotos(db: Database, rows: ResultRow[]): Promise<QualityResult[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select({ id: qualityPhotos.id, resultId: qualityPhotos.resultId, checkId: qualityPhotos.checkId })
    .from(qualityPhotos)
    .where(
      inArray(
        qualityPhotos.resultId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(qualityPhotos.id);
  return rows.map((row) => toResult(row, photos));
}

export type NewResult = {
  productionPolygonId: number;
  productionDepartmentId: number;
  kind: "check" | "supervisor-pass";
  isPassed: boolean;
  checklistId: number | null;
  productType: string | null;
  values: (StoredValue & { photos: PhotoInput[] })[];
  reason: ReasonSnapshot | null;
  reasonRemark: string | null;
  destination: Destination | null;
  employee: { hubEmployeeId: number; displayName: string };
  madeAt: Date;
};

/** Keeps a result and its photos together. */
export async function insertResult(db: Database, result: NewResult): Promise<QualityResult> {
  const { values, employee, ...rest } = result;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(qualityResults)
      .values({
        ...rest,
        values: values.map(({ photos: _, ...value }) => value),
        employeeId: employee.hubEmployeeId,
        employeeName: employee.displayName,
      })
      .returning({ id: qualityResults.id });
    if (!row) throw new Error("recording the quality result returned no row");
    const photos = values.flatMap((value) =>
      value.photos.map((photo) => ({
        resultId: row.id,
        checkId: value.checkId,
        photoBase64: photo.base64,
        photoType: photo.type,
      })),
    );
    if (photos.length > 0) await tx.insert(qualityPhotos).values(photos);
    return row.id;
  });
  const rows = await db.select().from(qualityResults).where(eq(qualityResults.id, id));
  const [saved] = await withPhotos(db, rows);
  if (!saved) throw new Error(`quality result ${id} was not kept`);
  return saved;
}

/** The newest result of the line's visit at the department not yet followed by its Done; null: none. */
export async function openResultOf(
  db: Database,
  productionDepartmentId: number,
  productionPolygonId: number,
): Promise<QualityResult | null> {
  const rows = await db
    .select()
    .from(qualityResults)
    .where(
      and(
        eq(qualityResults.productionPolygonId, productionPolygonId),
        eq(qualityResults.productionDepartmentId, productionDepartmentId),
        isNull(qualityResults.doneAt),
      ),
    )
    .orderBy(desc(qualityResults.id))
    .limit(1);
  const [result] = await withPhotos(db, rows);
  return result ?? null;
}

/** The visit ends with its Done: its results are closed, so a line that comes back is checked again. */
export async function closeVisit(
  db: Database,
  productionDepartmentId: number,
  productionPolygonId: number,
  at: Date,
): Promise<void> {
  await db
    .update(qualityResults)
    .set({ doneAt: at })
    .where(
      and(
        eq(qualityResults.productionPolygonId, productionPolygonId),
        eq(qualityResults.productionDepartmentId, productionDepartmentId),
        isNull(qualityResults.doneAt),
      ),
    );
}

/** Every result of a line, newest first. */
export async function resultsOfLine(db: Database, productionPolygonId: number): Promise<QualityResult[]> {
  const rows = await db
    .select()
    .from(qualityResults)
    .where(eq(qualityResults.productionPolygonId, productionPolygonId))
    .orderBy(desc(qualityResults.madeAt), desc(qualityResults.id));
  return withPhotos(db, rows);
}

export async function photoOf(db: Database, id: number) {
  const [row] = await db
    .select({ base64: qualityPhotos.photoBase64, type: qualityPhotos.photoType })
    .from(qualityPhotos)
    .where(eq(qualityPhotos.id, id));
  if (!row) throw new AppError("not_found", "No such photo", `There is no quality photo ${id}.`);
  return { bytes: Buffer.from(row.base64, "base64"), type: row.type };
}
