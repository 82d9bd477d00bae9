// The big polygon lists, written by the database a slice at a time, are one
// JSON array: the same text whatever the slice size, the same objects as
// withDetails gives polygon by polygon.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { insertProject } from "@/tests/support/production-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";
import { loadPolygons } from "./polygons";
import { findPolygonsJson } from "./polygons-json";
import { polygons } from "../schema";
import { eq } from "drizzle-orm";

describe("findPolygonsJson", () => {
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
});
