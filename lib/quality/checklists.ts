// The checklists an admin keeps (docs/quality.md): one per department and
// product type (or every product type), its checks in order. A change
// replaces the checks; results keep what the checks were when they were made.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { qualityChecklists, qualityChecks } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { checkKindSchema, measureSchema, type Check, type Checklist, type ChecklistBody } from "./schemas";

const checkColumns = {
  id: qualityChecks.id,
  checklistId: qualityChecks.checklistId,
  position: qualityChecks.position,
  kind: qualityChecks.kind,
  labelEn: qualityChecks.labelEn,
  labelNl: qualityChecks.labelNl,
  isRequired: qualityChecks.isRequired,
  measure: qualityChecks.measure,
  toleranceMm: qualityChecks.toleranceMm,
};

type ChecklistRow = typeof qualityChecklists.$inferSelect;
type CheckRow = { [K in keyof typeof checkColumns]: (typeof qualityChecks.$inferSelect)[K] };

const toCheck = ({ checklistId: _, kind, measure, ...row }: CheckRow): Check => ({
  ...row,
  kind: checkKindSchema.parse(kind),
  measure: measure === null ? null : measureSchema.parse(measure),
});

const toChecklist = (row: ChecklistRow, checks: CheckRow[]): Checklist => ({
  id: row.id,
  productionDepartmentId: row.productionDepartmentId,
  productType: row.productType,
  isActive: row.isActive,
  checks: checks.filter((c) => c.checklistId === row.id).map(toCheck),
  updatedAt: row.updatedAt.toISOString(),
});

async function withChecks(db: Database, rows: ChecklistRow[]): Promise<Checklist[]> {
  if (rows.length === 0) return [];
  const checks = await db
    .select(checkColumns)
    .from(qualityChecks)
    .where(
      inArray(
        qualityChecks.checklistId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(qualityChecks.checklistId), asc(qualityChecks.position));
  return rows.map((row) => toChecklist(row, checks));
}

/** Every checklist (of a department), by department and product type ("every product type" last). */
export async function listChecklists(db: Database, productionDepartmentId?: number): Promise<Checklist[]> {
  const rows = await db
    .select()
    .from(qualityChecklists)
    .where(
      productionDepartmentId === undefined
        ? undefined
        : eq(qualityChecklists.productionDepartmentId, productionDepartmentId),
    )
    .orderBy(
      asc(qualityChecklists.productionDepartmentId),
      asc(qualityChecklists.productType),
      asc(qualityChecklists.id),
    );
  return withChecks(db, rows);
}

const notFound = (id: number) =>
  new AppError("not_found", "No such checklist", `There is no quality checklist ${id}.`);

export async function getChecklist(db: Database, id: number): Promise<Checklist> {
  const rows = await db.select().from(qualityChecklists).where(eq(qualityChecklists.id, id));
  const [checklist] = await withChecks(db, rows);
  if (!checklist) throw notFound(id);
  return checklist;
}

/** The unique index on department and product type (lowercased) refuses a second one: a 409. */
const isDuplicate = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if (/quality_checklists_scope_idx|duplicate key/.test(e.message)) return true;
  return false;
};

const duplicate = (body: ChecklistBody) =>
  new AppError(
    "conflict",
    "This checklist exists",
    `Department ${body.productionDepartmentId} has a checklist for ${body.productType ?? "every product type"} already.`,
    { productType: ["This department has a checklist for this product type already"] },
  );

const checkRows = (checklistId: number, body: ChecklistBody) =>
  body.checks.map((check, position) => ({
    checklistId,
    position,
    kind: check.kind,
    labelEn: check.labelEn,
    labelNl: check.labelNl,
    isRequired: check.isRequired,
    measure: check.measure ?? null,
    toleranceMm: check.toleranceMm ?? null,
  }));

export async function createChecklist(db: Database, body: ChecklistBody): Promise<Checklist> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(qualityChecklists)
        .values({
          productionDepartmentId: body.productionDepartmentId,
          productType: body.productType,
          isActive: body.isActive,
        })
        .returning({ id: qualityChecklists.id });
      if (!row) throw new Error("creating the checklist returned no row");
      await tx.insert(qualityChecks).values(checkRows(row.id, body));
      return row.id;
    });
    return await getChecklist(db, id);
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(body);
    throw error;
  }
}

export async function updateChecklist(db: Database, id: number, body: ChecklistBody): Promise<Checklist> {
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(qualityChecklists)
        .set({
          productionDepartmentId: body.productionDepartmentId,
          productType: body.productType,
          isActive: body.isActive,
          updatedAt: new Date(),
        })
        .where(eq(qualityChecklists.id, id))
        .returning({ id: qualityChecklists.id });
      if (updated.length === 0) throw notFound(id);
      await tx.delete(qualityChecks).where(eq(qualityChecks.checklistId, id));
      await tx.insert(qualityChecks).values(checkRows(id, body));
    });
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(body);
    throw error;
  }
  return getChecklist(db, id);
}

export async function deleteChecklist(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(qualityChecklists)
    .where(eq(qualityChecklists.id, id))
    .returning({ id: qualityChecklists.id });
  if (deleted.length === 0) throw notFound(id);
}

/**
 * The active checklist a line uses at a department: the one of its product
 * type (any of the names it goes by), else the department's "every product type" one.
 */
export async function checklistForLine(
  db: Database,
  productionDepartmentId: number,
  productNames: readonly string[],
): Promise<Checklist | null> {
  const rows = await db
    .select()
    .from(qualityChecklists)
    .where(
      and(
        eq(qualityChecklists.productionDepartmentId, productionDepartmentId),
        eq(qualityChecklists.isActive, true),
      ),
    );
  const names = new Set(productNames);
  const chosen =
    rows.find((r) => r.productType !== null && names.has(r.productType.trim().toLowerCase())) ??
    rows.find((r) => r.productType === null);
  if (!chosen) return null;
  const [checklist] = await withChecks(db, [chosen]);
  return checklist ?? null;
}

/** Whether a department has any active checklist (a Done elsewhere asks nothing more). */
export async function hasChecklists(db: Database, productionDepartmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: qualityChecklists.id })
    .from(qualityChecklists)
    .where(
      and(
        eq(qualityChecklists.productionDepartmentId, productionDepartmentId),
        eq(qualityChecklists.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
