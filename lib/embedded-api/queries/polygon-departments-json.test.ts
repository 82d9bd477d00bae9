// A department's planned work written as JSON text by the database: the same
// objects, in the same order (by start, NULL last, then id), as the rows read
// with drizzle and mapped in JavaScript (the oracle below), and the same text
// whatever the slice size.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/lib/db/client";
import { insertProject } from "@/tests/support/production-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";
import { toPolygonDepartment } from "../operations/polygon-department";
import { departments, packages, polygonDepartments } from "../schema";
import { findPolygonDepartmentsJson } from "./polygon-departments-json";

/** The rows read with drizzle, sorted and mapped in JavaScript as the operation once answered them. */
async function oracle(db: Database, productionDepartmentId: number) {
  const rows = await db
    .select()
    .from(polygonDepartments)
    .where(eq(polygonDepartments.productionDepartmentId, productionDepartmentId));
  return rows
    .sort((a, b) => (a.startAt?.getTime() ?? Infinity) - (b.startAt?.getTime() ?? Infinity) || a.id - b.id)
    .map(toPolygonDepartment);
}

describe("a department's planned work as JSON text", () => {
  let handle: DatabaseHandle;
  let sewing: number;
  let cutting: number;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    const { polygonIds } = await insertProject(db, {
      projectNumber: "J-200",
      polygons: [1, 2, 3, 4, 5, 6].map((lineNumber) => ({ polygonId: 700 + lineNumber, lineNumber })),
    });
    const [pallet] = await db
      .insert(packages)
      .values({ code: "PAL", descriptions: { en: "Pallet" }, packageKind: 1 })
      .returning();
    [sewing, cutting] = (
      await db
        .insert(departments)
        .values([
          { code: "SEW", name: "Sewing", deliveryTime: 2 },
          { code: "CUT", name: "Cutting", deliveryTime: 1 },
        ])
        .returning()
    ).map((d) => d.id) as [number, number];
    const at = (day: number, hour = 8) => new Date(Date.UTC(2026, 2, day, hour, 0, 0, 250));
    // Starts out of id order, two alike (their ids decide), two with none (last), a package, an odd value.
    await db.insert(polygonDepartments).values([
      {
        productionPolygonId: polygonIds[0]!,
        productionDepartmentId: sewing,
        startAt: at(9),
        finishAt: at(9, 16),
      },
      {
        productionPolygonId: polygonIds[1]!,
        productionDepartmentId: sewing,
        startAt: null,
        productionValue: 3,
      },
      {
        productionPolygonId: polygonIds[2]!,
        productionDepartmentId: sewing,
        startAt: at(4),
        deliverAt: at(12),
      },
      { productionPolygonId: polygonIds[3]!, productionDepartmentId: sewing, startAt: at(9) },
      {
        productionPolygonId: polygonIds[4]!,
        productionDepartmentId: sewing,
        startAt: null,
        productionPackageId: pallet!.id,
      },
      { productionPolygonId: polygonIds[5]!, productionDepartmentId: cutting, startAt: at(1) },
      {
        productionPolygonId: polygonIds[5]!,
        productionDepartmentId: sewing,
        startAt: at(2),
        productionValue: -7,
      },
    ]);
  });
  afterAll(() => handle.close());

  it("is the department's rows by start, those without one last, ties by id, equal to the rows mapped in JavaScript", async () => {
    const where = eq(polygonDepartments.productionDepartmentId, sewing);
    const whole = await findPolygonDepartmentsJson(handle.db, where);
    const expected = await oracle(handle.db, sewing);
    expect(whole).toBe(JSON.stringify(expected));
    const starts = expected.map((row) => row.startAt);
    expect(starts.slice(-2)).toEqual([null, null]);
    expect(starts.slice(0, 3)).toEqual([
      "2026-03-02T08:00:00.250Z",
      "2026-03-04T08:00:00.250Z",
      "2026-03-09T08:00:00.250Z",
    ]);
    for (const size of [1, 2, 3, 6])
      expect(await findPolygonDepartmentsJson(handle.db, where, size)).toBe(whole);
  });

  it("is an empty array where nothing matches", async () => {
    expect(
      await findPolygonDepartmentsJson(handle.db, eq(polygonDepartments.productionDepartmentId, 9_999)),
    ).toBe("[]");
    expect(
      JSON.parse(
        await findPolygonDepartmentsJson(handle.db, eq(polygonDepartments.productionDepartmentId, cutting)),
      ),
    ).toEqual(await oracle(handle.db, cutting));
  });
});
