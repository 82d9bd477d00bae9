// The catalogue of reason codes in the app's tables: seeded once with the
// demo reasons, kept by an admin; a used reason can be deactivated, not deleted.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { appMeta, reasonEvents, reasons } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { defaultReasons, qualityReasons } from "./defaults";
import { reasonKindSchema, type ReasonBody, type ReasonKind } from "./schemas";

const seededKey = "reasons-seeded";
/** The quality reasons came later: a catalogue seeded before them gets them once too. */
const qualitySeededKey = "reasons-seeded-quality";

/** Loads the demo reasons unless they were loaded before (an admin may since have removed them). */
export async function ensureDefaultReasons(db: Database): Promise<void> {
  const seeded = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(inArray(appMeta.key, [seededKey, qualitySeededKey]));
  if (seeded.length === 2) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values([
        { key: seededKey, value: true },
        { key: qualitySeededKey, value: true },
      ])
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    const keys = new Set(inserted.map((row) => row.key));
    const rows = keys.has(seededKey) ? defaultReasons : keys.has(qualitySeededKey) ? qualityReasons() : [];
    if (rows.length > 0) await tx.insert(reasons).values(rows).onConflictDoNothing();
  });
}

const columns = {
  id: reasons.id,
  kind: reasons.kind,
  code: reasons.code,
  labelEn: reasons.labelEn,
  labelNl: reasons.labelNl,
  sortOrder: reasons.sortOrder,
  isActive: reasons.isActive,
};
type ReasonRow = Omit<typeof reasons.$inferSelect, "createdAt" | "updatedAt">;
/** A row with its kind read as one of the kinds (the column is plain text). */
const toReason = ({ id, kind, code, labelEn, labelNl, sortOrder, isActive }: ReasonRow) => ({
  id,
  kind: reasonKindSchema.parse(kind),
  code,
  labelEn,
  labelNl,
  sortOrder,
  isActive,
});
export type Reason = ReturnType<typeof toReason>;

export const labelOf = (reason: Pick<Reason, "labelEn" | "labelNl">, locale: Locale) =>
  locale === "nl" ? reason.labelNl : reason.labelEn;

/** Every reason (of a kind), with how often it was used; for the admin. */
export async function listReasons(db: Database, kind?: ReasonKind) {
  await ensureDefaultReasons(db);
  const rows = await db
    .select({ ...columns, useCount: count(reasonEvents.id) })
    .from(reasons)
    .leftJoin(reasonEvents, eq(reasonEvents.reasonId, reasons.id))
    .where(kind ? eq(reasons.kind, kind) : undefined)
    .groupBy(reasons.id)
    .orderBy(asc(reasons.kind), asc(reasons.sortOrder), asc(reasons.id));
  return rows.map((row) => ({ ...toReason(row), useCount: row.useCount }));
}
export type ReasonWithUse = Awaited<ReturnType<typeof listReasons>>[number];

/** The active reasons of a kind, in the admin's order: the buttons a tablet shows. */
export async function activeReasons(db: Database, kind: ReasonKind): Promise<Reason[]> {
  await ensureDefaultReasons(db);
  const rows = await db
    .select(columns)
    .from(reasons)
    .where(and(eq(reasons.kind, kind), eq(reasons.isActive, true)))
    .orderBy(asc(reasons.sortOrder), asc(reasons.id));
  return rows.map(toReason);
}

/** The chosen reason, which must be an active one of this kind (else 400 naming the field). */
export async function activeReason(
  db: Database,
  kind: ReasonKind,
  id: number,
  field = "reasonId",
): Promise<Reason> {
  const [row] = await db
    .select(columns)
    .from(reasons)
    .where(and(eq(reasons.id, id), eq(reasons.kind, kind), eq(reasons.isActive, true)));
  if (!row) {
    throw new AppError("invalid_input", "Invalid input", `Reason ${id} is no active ${kind} reason.`, {
      [field]: [`Choose one of the ${kind} reasons`],
    });
  }
  return toReason(row);
}

const duplicate = (code: string) =>
  new AppError("conflict", "This code exists", `A reason of this kind already has the code ${code}.`, {
    code: ["This kind already has a reason with this code"],
  });

export async function createReason(db: Database, body: ReasonBody): Promise<Reason> {
  await ensureDefaultReasons(db);
  const [row] = await db.insert(reasons).values(body).onConflictDoNothing().returning(columns);
  if (!row) throw duplicate(body.code);
  return toReason(row);
}

export async function updateReason(
  db: Database,
  id: number,
  change: Partial<Omit<ReasonBody, "kind">> & { isActive?: boolean },
): Promise<Reason> {
  const [existing] = await db.select(columns).from(reasons).where(eq(reasons.id, id));
  if (!existing) throw new AppError("not_found", "No such reason", `Reason ${id} does not exist.`);
  if (change.code && change.code !== existing.code) {
    const [clash] = await db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, existing.kind), eq(reasons.code, change.code)));
    if (clash) throw duplicate(change.code);
  }
  const [row] = await db
    .update(reasons)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(reasons.id, id))
    .returning(columns);
  if (!row) throw new AppError("not_found", "No such reason", `Reason ${id} does not exist.`);
  return toReason(row);
}

/** Deletes a reason nobody gave yet; a used one is kept for the counts (409: deactivate it). */
export async function deleteReason(db: Database, id: number): Promise<void> {
  const [used] = await db
    .select({ id: reasonEvents.id })
    .from(reasonEvents)
    .where(eq(reasonEvents.reasonId, id))
    .limit(1);
  if (used) {
    throw new AppError(
      "conflict",
      "This reason was used",
      "A reason that was given is kept for the counts: deactivate it instead.",
    );
  }
  const rows = await db.delete(reasons).where(eq(reasons.id, id)).returning({ id: reasons.id });
  if (rows.length === 0) throw new AppError("not_found", "No such reason", `Reason ${id} does not exist.`);
}
