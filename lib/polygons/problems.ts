// Problems reported at a station: the remark, who and when, and an optional
// photo from the tablet camera kept in the app's table (small, base64).
import { and, desc, eq, isNotNull, isNull, max } from "drizzle-orm";
import { z } from "zod";
import { multiLineText } from "@/lib/base/text";
import { anyId } from "@/lib/db/any-id";
import type { Database } from "@/lib/db/client";
import { polygonProblems } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { reportColumns, reportSummary } from "./photo-reports";

export const maxPhotoBytes = 2 * 1024 * 1024;

export const problemRemark = multiLineText({ message: "Describe the problem" })
  .trim()
  .min(1, "Describe the problem")
  .max(1000, "At most 1000 characters");

export type Photo = { bytes: Uint8Array; type: string };

const summaryColumns = {
  id: polygonProblems.id,
  productionPolygonId: polygonProblems.productionPolygonId,
  productionDepartmentId: polygonProblems.productionDepartmentId,
  ...reportColumns(polygonProblems),
};

type ProblemRow = Pick<typeof polygonProblems.$inferSelect, keyof typeof summaryColumns>;

const toSummary = (row: ProblemRow) => reportSummary(row, `/api/problems/${row.id}/photo`);
export type ProblemSummary = ReturnType<typeof toSummary>;

export async function insertProblem(
  db: Database,
  problem: {
    productionPolygonId: number;
    productionDepartmentId: number;
    remark: string;
    photo: Photo | null;
    reportedBy: number;
    reportedByName: string;
    /** The status before the hold (what a release puts back). */
    statusBeforeHold?: number | null;
  },
): Promise<ProblemSummary> {
  const { photo, ...rest } = problem;
  const [row] = await db
    .insert(polygonProblems)
    .values({
      ...rest,
      photoBase64: photo ? Buffer.from(photo.bytes).toString("base64") : null,
      photoType: photo?.type ?? null,
    })
    .returning(summaryColumns);
  if (!row) throw new Error("recording the problem returned no row");
  return toSummary(row);
}

/** The problems of a polygon, newest first. */
export async function problemsOfPolygon(
  db: Database,
  productionPolygonId: number,
): Promise<ProblemSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(polygonProblems)
    .where(eq(polygonProblems.productionPolygonId, productionPolygonId))
    .orderBy(desc(polygonProblems.reportedAt), desc(polygonProblems.id));
  return rows.map(toSummary);
}

/** The latest problem of each of these polygons. */
export async function latestProblems(
  db: Database,
  polygonIds: number[],
): Promise<Map<number, ProblemSummary>> {
  if (polygonIds.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(polygonProblems)
    .where(anyId(polygonProblems.productionPolygonId, polygonIds))
    .orderBy(desc(polygonProblems.reportedAt), desc(polygonProblems.id));
  const latest = new Map<number, ProblemSummary>();
  for (const row of rows)
    if (!latest.has(row.productionPolygonId)) latest.set(row.productionPolygonId, toSummary(row));
  return latest;
}

/**
 * What changes whenever a problem is reported or released (the only writes to
 * the table): what is worked out from the problems is kept while it stays.
 */
export async function problemsVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({ last: max(polygonProblems.id), released: max(polygonProblems.releasedAt) })
    .from(polygonProblems);
  return `${row?.last ?? 0}|${row?.released?.getTime() ?? 0}`;
}

/** The newest problem of a polygon not yet released: where it was reported and the status before the hold. */
export async function openProblemOf(db: Database, productionPolygonId: number) {
  const [row] = await db
    .select({
      id: polygonProblems.id,
      productionDepartmentId: polygonProblems.productionDepartmentId,
      statusBeforeHold: polygonProblems.statusBeforeHold,
    })
    .from(polygonProblems)
    .where(
      and(eq(polygonProblems.productionPolygonId, productionPolygonId), isNull(polygonProblems.releasedAt)),
    )
    .orderBy(desc(polygonProblems.reportedAt), desc(polygonProblems.id))
    .limit(1);
  return row ?? null;
}

/** Marks a polygon's open problems released (the hold was lifted), with who and why. */
export async function markProblemsReleased(
  db: Database,
  productionPolygonId: number,
  release: { releasedByName: string; releaseRemark: string },
): Promise<void> {
  await db
    .update(polygonProblems)
    .set({ ...release, releasedAt: new Date() })
    .where(
      and(eq(polygonProblems.productionPolygonId, productionPolygonId), isNull(polygonProblems.releasedAt)),
    );
}

/** A problem's photo and the department it was reported in (for the access check). */
export async function problemPhoto(db: Database, id: number) {
  const [row] = await db
    .select({
      base64: polygonProblems.photoBase64,
      type: polygonProblems.photoType,
      productionDepartmentId: polygonProblems.productionDepartmentId,
    })
    .from(polygonProblems)
    .where(and(eq(polygonProblems.id, id), isNotNull(polygonProblems.photoBase64)));
  if (!row?.base64 || !row.type)
    throw new AppError("not_found", "No such photo", `Problem ${id} has no photo.`);
  return {
    bytes: Buffer.from(row.base64, "base64"),
    type: row.type,
    productionDepartmentId: row.productionDepartmentId,
  };
}

/** Reads the photo of a multipart form: an image of at most 2 MB, or none. */
export async function photoFromForm(value: FormDataEntryValue | null): Promise<Photo | null> {
  if (value === null || typeof value === "string" || value.size === 0) return null;
  const type = value.type.toLowerCase();
  if (!/^image\/(jpeg|png|webp|gif|heic|heif)$/.test(type)) {
    throw new AppError("invalid_input", "Invalid input", "The photo must be an image.", {
      photo: ["The photo must be an image (JPEG, PNG, WebP)"],
    });
  }
  if (value.size > maxPhotoBytes) {
    throw new AppError("invalid_input", "Invalid input", "The photo is larger than 2 MB.", {
      photo: ["The photo is larger than 2 MB"],
    });
  }
  return { bytes: new Uint8Array(await value.arrayBuffer()), type };
}

const reportForm = z
  .object({
    remark: problemRemark.optional(),
    /** A reason code (lib/reasons) chosen at the tablet; with one the remark may be left empty. */
    reasonId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((form) => form.remark !== undefined || form.reasonId !== undefined, {
    path: ["remark"],
    message: "Describe the problem",
  });

/** A multipart form with at most a photo and a few fields; a larger body is refused before it is read. */
async function readPhotoForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > maxPhotoBytes + 64_000) {
    throw new AppError("invalid_input", "Invalid input", "The photo is larger than 2 MB.", {
      photo: ["The photo is larger than 2 MB"],
    });
  }
  return request.formData().catch(() => new FormData());
}

/** The report of a problem from a multipart form: a remark or a reason (or both) and an optional photo. */
export async function readProblemReport(
  request: Request,
): Promise<{ remark: string | undefined; reasonId: number | undefined; photo: Photo | null }> {
  const form = await readPhotoForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const { remark, reasonId } = reportForm.parse({ remark: field("remark"), reasonId: field("reasonId") });
  return { remark, reasonId, photo: await photoFromForm(form.get("photo")) };
}

/** A photo sent on its own (multipart field `photo`): required. */
export async function readPhotoUpload(request: Request): Promise<Photo> {
  const photo = await photoFromForm((await readPhotoForm(request)).get("photo"));
  if (!photo) {
    throw new AppError("invalid_input", "Invalid input", "Take or choose a photo.", {
      photo: ["Take or choose a photo"],
    });
  }
  return photo;
}
