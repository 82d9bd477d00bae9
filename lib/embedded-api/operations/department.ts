// department/*: the workshop's departments. Deleted softly: getall lists the
// active ones and getbyid of a deleted one is 404. Codes are unique among the
// active departments whatever their case (409, backed by a unique index).
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { Implementations } from "../context";
import { conflict, notFound } from "../errors";
import { departments } from "../schema";

type DepartmentRow = typeof departments.$inferSelect;

const toDepartment = (row: DepartmentRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  deliveryTime: row.deliveryTime,
  defaultProductionPackageId: row.defaultProductionPackageId,
  employeeIds: row.employeeIds,
});

async function findActive(db: Database, id: number): Promise<DepartmentRow> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), isNull(departments.deletedAt)));
  if (!row) throw notFound("Department", id);
  return row;
}

/** 409 when another active department has this code (any case). */
async function assertCodeFree(db: Database, code: string | undefined, exceptId?: number) {
  if (code === undefined) return;
  const [clash] = await db
    .select({ id: departments.id, code: departments.code })
    .from(departments)
    .where(
      and(
        sql`lower(${departments.code}) = lower(${code})`,
        isNull(departments.deletedAt),
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw conflict(`Department ${clash.id} already has the code ${clash.code}`);
}

export const departmentOperations: Implementations<
  "department/getall" | "department/getbyid" | "department/create" | "department/update" | "department/delete"
> = {
  "department/getall": async ({ db }) => {
    const rows = await db
      .select()
      .from(departments)
      .where(isNull(departments.deletedAt))
      .orderBy(asc(departments.id));
    return rows.map(toDepartment);
  },

  "department/getbyid": async ({ db }, { id }) => toDepartment(await findActive(db, id)),

  "department/create": async ({ db }, input) => {
    await assertCodeFree(db, input.code);
    const [row] = await db
      .insert(departments)
      .values({ ...input, employeeIds: input.employeeIds ?? [] })
      .returning();
    return toDepartment(row!);
  },

  // Fields left out keep their value; an update that changes nothing answers the record as it is.
  "department/update": async ({ db }, { id, ...changes }) => {
    const current = await findActive(db, id);
    if (!Object.values(changes).some((value) => value !== undefined)) return toDepartment(current);
    await assertCodeFree(db, changes.code, id);
    const [row] = await db
      .update(departments)
      .set(changes)
      .where(and(eq(departments.id, id), isNull(departments.deletedAt)))
      .returning();
    if (!row) throw notFound("Department", id);
    return toDepartment(row);
  },

  "department/delete": async ({ db, now }, { id }) => {
    const touched = await db
      .update(departments)
      .set({ deletedAt: now })
      .where(and(eq(departments.id, id), isNull(departments.deletedAt)))
      .returning({ id: departments.id });
    if (touched.length === 0) throw notFound("Department", id);
  },
};
