// Polygons written as JSON text by the database: the big lists, a slice at a
// time, are one JSON array, the same text whatever the slice size; one polygon
// (getbyid) is one object. Both hold the same objects as the rows read with
// drizzle and put together in JavaScript (the oracle below).
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/lib/db/client";
import { insertProject } from "@/tests/support/production-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";
import { iso } from "../context";
import { polygonMaterials, polygons, polygonStatuses } from "../schema";
import { toMaterialEntry } from "./polygons";
import { findPolygonJson, findPolygonsJson } from "./polygons-json";

/** The wire polygons with these ids, read table by table and put together in JavaScript. */
async function loadPolygons(db: Database, ids: number[]) {
  const loaded = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const [row] = await db.select().from(polygons).where(eq(polygons.id, id));
    if (!row) continue;
    const statuses = await db
      .select()
      .from(polygonStatuses)
      .where(eq(polygonStatuses.productionPolygonId, id))
      .orderBy(asc(polygonStatuses.assignedAt), asc(polygonStatuses.id));
    const materials = await db
      .select()
      .from(polygonMaterials)
      .where(eq(polygonMaterials.productionPolygonId, id))
      .orderBy(asc(polygonMaterials.id));
    loaded.push({
      id: row.id,
      polygonId: row.polygonId,
      productionProjectId: row.productionProjectId,
      subnumber: row.subnumber,
      productionPackageId: row.productionPackageId,
      finishAt: iso(row.finishAt),
      deliverAt: iso(row.deliverAt),
      productionValue: row.productionValue,
      statuses: statuses.map((status) => ({
        id: status.id,
        productionPolygonId: status.productionPolygonId,
        productionStatusId: status.productionStatusId,
        productionStatusValue: status.productionStatusValue,
        hubEmployeeId: status.hubEmployeeId,
        remarks: status.remarks,
        assignedAt: iso(status.assignedAt),
      })),
      materials: materials.map(toMaterialEntry),
    });
  }
  return loaded;
}

describe("polygons as JSON text", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await insertProject(handle.db, {
      projectNumber: "J-100",
      polygons: [1, 2, 3, 4, 5].map((lineNumber) => ({
        polygonId: 900 + lineNumber,
        lineNumber,
        statuses: [
          { value: lineNumber % 2 ? 100 : 200, assignedAt: new Date(Date.UTC(2026, 0, lineNumber)) },
        ],
        materials: [{ material: "Velvet" }],
      })),
    });
  });
  afterAll(() => handle.close());

  it("joins its slices into one array, in id order, equal to the polygons read one by one", async () => {
    const whole = await findPolygonsJson(handle.db, undefined);
    const ids = (JSON.parse(whole) as { id: number }[]).map((p) => p.id);
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(JSON.parse(whole)).toEqual(JSON.parse(JSON.stringify(await loadPolygons(handle.db, ids))));
    for (const size of [1, 2, 3, 5]) expect(await findPolygonsJson(handle.db, undefined, size)).toBe(whole);
  });

  it("is [] when nothing matches, and holds only what matches", async () => {
    expect(await findPolygonsJson(handle.db, eq(polygons.polygonId, -1), 2)).toBe("[]");
    const one = JSON.parse(await findPolygonsJson(handle.db, eq(polygons.polygonId, 903), 2)) as {
      polygonId: number;
    }[];
    expect(one.map((p) => p.polygonId)).toEqual([903]);
  });

  it("writes one polygon as the object JSON.stringify gives, and null for an unknown id", async () => {
    const ids = (JSON.parse(await findPolygonsJson(handle.db, undefined)) as { id: number }[]).map(
      (p) => p.id,
    );
    for (const id of ids) {
      const [expected] = await loadPolygons(handle.db, [id]);
      expect(await findPolygonJson(handle.db, id)).toBe(JSON.stringify(expected));
    }
    expect(await findPolygonJson(handle.db, -1)).toBeNull();
  });
});
