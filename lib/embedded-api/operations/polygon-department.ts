// polygondepartment/*: the work a polygon has planned in a department (when it
// starts, finishes and is delivered). Deleted for real.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { inTransaction, iso, JsonText, type Implementations } from "../context";
import { notFound } from "../errors";
import { assertDepartmentActive, assertPackageActive, assertPolygonExists } from "../queries/references";
import { findPolygonDepartmentsJson } from "../queries/polygon-departments-json";
import { polygonDepartments } from "../schema";

type PolygonDepartmentRow = typeof polygonDepartments.$inferSelect;

export const toPolygonDepartment = (row: PolygonDepartmentRow) => ({
  id: row.id,
  startAt: iso(row.startAt),
  finishAt: iso(row.finishAt),
  deliverAt: iso(row.deliverAt),
  productionValue: row.productionValue,
  productionPolygonId: row.productionPolygonId,
  productionDepartmentId: row.productionDepartmentId,
  productionPackageId: row.productionPackageId,
});

/** An ISO timestamp of the body as a Date; undefined (left out) stays undefined so that it keeps its value. */
const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

async function findOne(db: Database, id: number): Promise<PolygonDepartmentRow> {
  const [row] = await db.select().from(polygonDepartments).where(eq(polygonDepartments.id, id));
  if (!row) throw notFound("Production polygon department", id);
  return row;
}

type References = {
  productionPolygonId?: number;
  productionDepartmentId?: number;
  productionPackageId?: number | null;
};

/** Checks the references a write names; those equal to `current` are not re-checked (a record may keep a package or department deleted since). */
async function assertReferences(db: Database, refs: References, current?: PolygonDepartmentRow) {
  const isNew = <K extends keyof References>(key: K) =>
    refs[key] !== undefined && refs[key] !== null && refs[key] !== current?.[key];
  if (isNew("productionPolygonId")) await assertPolygonExists(db, refs.productionPolygonId!);
  if (isNew("productionDepartmentId")) await assertDepartmentActive(db, refs.productionDepartmentId!);
  if (isNew("productionPackageId")) await assertPackageActive(db, refs.productionPackageId!);
}

export const polygonDepartmentOperations: Implementations<
  | "polygondepartment/getbyid"
  | "polygondepartment/getbydepartment"
  | "polygondepartment/getbypolygon"
  | "polygondepartment/create"
  | "polygondepartment/update"
  | "polygondepartment/delete"
> = {
  "polygondepartment/getbyid": async ({ db }, { id }) => toPolygonDepartment(await findOne(db, id)),

  // getbydepartment and getbypolygon are filters, so an id that nothing refers
  // to gives [] like any list that matches nothing (one indexed query, no
  // existence check). A client that needs the department itself asks
  // department/getbyid, which is 404 for an unknown or deleted one. Work
  // planned in a department deleted later is still listed: it still exists.
  "polygondepartment/getbydepartment": async ({ db }, { productionDepartmentId }) =>
    new JsonText(
      await findPolygonDepartmentsJson(
        db,
        eq(polygonDepartments.productionDepartmentId, productionDepartmentId),
      ),
    ),

  "polygondepartment/getbypolygon": async ({ db }, { productionPolygonId }) =>
    new JsonText(
      await findPolygonDepartmentsJson(db, eq(polygonDepartments.productionPolygonId, productionPolygonId)),
    ),

  "polygondepartment/create": async ({ db }, input) =>
    inTransaction(db, async (tx) => {
      await assertReferences(tx, input);
      const [row] = await tx
        .insert(polygonDepartments)
        .values({
          productionPolygonId: input.productionPolygonId,
          productionDepartmentId: input.productionDepartmentId,
          productionPackageId: input.productionPackageId ?? null,
          startAt: toDate(input.startAt) ?? null,
          finishAt: toDate(input.finishAt) ?? null,
          deliverAt: toDate(input.deliverAt) ?? null,
          productionValue: input.productionValue ?? 0,
        })
        .returning();
      return toPolygonDepartment(row!);
    }),

  // The whole record with its id; fields left out keep their value (drizzle skips undefined).
  "polygondepartment/update": async ({ db }, { id, ...input }) =>
    inTransaction(db, async (tx) => {
      const current = await findOne(tx, id);
      await assertReferences(tx, input, current);
      const changes = {
        productionPolygonId: input.productionPolygonId,
        productionDepartmentId: input.productionDepartmentId,
        productionPackageId: input.productionPackageId,
        startAt: toDate(input.startAt),
        finishAt: toDate(input.finishAt),
        deliverAt: toDate(input.deliverAt),
        productionValue: input.productionValue,
      };
      if (Object.values(changes).every((value) => value === undefined)) return toPolygonDepartment(current);
      const [row] = await tx
        .update(polygonDepartments)
        .set(changes)
        .where(eq(polygonDepartments.id, id))
        .returning();
      if (!row) throw notFound("Production polygon department", id);
      return toPolygonDepartment(row);
    }),

  "polygondepartment/delete": async ({ db }, { id }) => {
    const touched = await db
      .delete(polygonDepartments)
      .where(eq(polygonDepartments.id, id))
      .returning({ id: polygonDepartments.id });
    if (touched.length === 0) throw notFound("Production polygon department", id);
  },
};
