// The warm-up's set-based load of the kept lists (straight from the embedded
// API's tables, lib/embedded-api/queries/kept-lists.ts) gives the same lists
// as the load through the Production API, one operation per list: every status
// list, every department's work and the unmatched list, on seeded demo data
// with a defect and a polygon planned twice in one department.
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { queryRows } from "@/lib/db/client";
import { findKeptPolygons, findKeptWork, findUnmatchedDigests } from "@/lib/embedded-api/queries/kept-lists";
import { restAsLongAs } from "@/lib/embedded-api/queries/polygons";
import { onUpstreamCall } from "@/lib/production-api/gateway";
import {
  markDepartmentListsStale,
  markStatusListsStale,
  polygonsAtStatus,
  reloadQueueListsFrom,
  warmQueueLists,
  warmQueueListsFrom,
  workOfDepartment,
} from "@/lib/shared-lists/status-lists";
import {
  markUnmatchedStale,
  reloadUnmatchedFrom,
  unmatchedPolygons,
  warmUnmatched,
  warmUnmatchedFrom,
} from "@/lib/shared-lists/unmatched-list";
import { setUpDemoUpstream } from "../support/demo-upstream";

const now = new Date("2026-03-10T09:00:00.000Z");
const demo = setUpDemoUpstream({ seed: 20261123, projects: 40, now });

/** A snapshot of a kept list (the lists are shared and patched in place). */
const copy = <T>(list: Iterable<readonly [number, T]>) => structuredClone(new Map(list));

it("loads the same status, department and unmatched lists as one operation per list", async () => {
  // A defect reported, and a second, earlier planned entry of a polygon in a department that has it.
  const [withDefect] = await demo.upstream.polygon.getUnmatched();
  await demo.upstream.polygon.setProjectMaterialHasDefect({
    id: withDefect!.materials[0]!.id,
    hasDefect: true,
  });
  const [planned] = await queryRows<{ polygon: number; department: number }>(
    demo.handle.db,
    sql`select production_polygon_id as polygon, production_department_id as department
        from production_api.polygon_departments where start_at is not null order by id limit 1`,
  );
  await demo.upstream.polygonDepartment.create({
    productionPolygonId: planned!.polygon,
    productionDepartmentId: planned!.department,
    startAt: "2020-01-01T00:00:00.000Z",
    finishAt: "2020-01-02T00:00:00.000Z",
    productionValue: 7,
  });

  const statusValues = (
    await queryRows<{ value: number }>(
      demo.handle.db,
      sql`select distinct current_status_value as value from production_api.polygons
          where current_status_value is not null order by 1`,
    )
  ).map((row) => row.value);
  const departmentIds = (await demo.upstream.department.getAll()).map((d) => d.id);
  expect(statusValues.length).toBeGreaterThan(3);
  expect(departmentIds.length).toBeGreaterThan(3);
  const lists = { statusValues, departmentIds };

  // Through the Production API, as with a real demo.upstream.
  await Promise.all([warmUnmatched(demo.upstream), warmQueueLists(demo.upstream, lists)]);
  const read = async () => ({
    byStatus: await Promise.all(
      statusValues.map(async (v) => copy(await polygonsAtStatus(demo.upstream, v))),
    ),
    byDepartment: await Promise.all(
      departmentIds.map(async (d) => copy(await workOfDepartment(demo.upstream, d))),
    ),
    unmatched: copy(await unmatchedPolygons(demo.upstream)),
  });
  const perRecord = await read();
  const loadedFirst = [
    await polygonsAtStatus(demo.upstream, statusValues[0]!),
    await workOfDepartment(demo.upstream, departmentIds[0]!),
    await unmatchedPolygons(demo.upstream),
  ];

  // Set-based, in slices smaller than the data so that several statements are joined.
  markUnmatchedStale();
  await Promise.all([
    warmUnmatchedFrom(() => findUnmatchedDigests(demo.handle.db, 37)),
    warmQueueListsFrom(
      {
        polygons: (values) => findKeptPolygons(demo.handle.db, values, 37),
        work: (ids) => findKeptWork(demo.handle.db, ids, 37),
      },
      lists,
    ),
  ]);
  const setBased = await read();
  const setBasedLists = {
    byStatus: new Map(
      await Promise.all(
        statusValues.map(async (v) => [v, await polygonsAtStatus(demo.upstream, v)] as const),
      ),
    ),
  };
  // Loaded again, not the lists of the first load.
  expect(await polygonsAtStatus(demo.upstream, statusValues[0]!)).not.toBe(loadedFirst[0]);
  expect(await workOfDepartment(demo.upstream, departmentIds[0]!)).not.toBe(loadedFirst[1]);
  expect(await unmatchedPolygons(demo.upstream)).not.toBe(loadedFirst[2]);

  expect(perRecord.byStatus.reduce((n, list) => n + list.size, 0)).toBeGreaterThan(100);
  expect(perRecord.unmatched.has(withDefect!.id)).toBe(true);
  expect(
    [...perRecord.byStatus.flatMap((list) => [...list.values()])].some((p) => p.materialDefects > 0),
  ).toBe(true);
  expect(setBased.byStatus).toEqual(perRecord.byStatus);
  expect(setBased.byDepartment).toEqual(perRecord.byDepartment);
  expect(setBased.unmatched).toEqual(perRecord.unmatched);
  // In the same order too (what a screen iterates).
  expect(setBased.byStatus.map((list) => [...list.keys()])).toEqual(
    perRecord.byStatus.map((list) => [...list.keys()]),
  );
  expect(setBased.byDepartment.map((list) => [...list.values()])).toEqual(
    perRecord.byDepartment.map((list) => [...list.values()]),
  );

  // Later reloads of stale lists read the tables the same way (in slices), with no operation called.
  // Resting between slices, as the server's reloads do.
  const source = {
    polygons: (values: number[]) => findKeptPolygons(demo.handle.db, values, 37, restAsLongAs),
    work: (ids: number[]) => findKeptWork(demo.handle.db, ids, 37, restAsLongAs),
  };
  reloadQueueListsFrom(source);
  reloadUnmatchedFrom(() => findUnmatchedDigests(demo.handle.db, 37, restAsLongAs));
  const calls: string[] = [];
  const stopWatching = onUpstreamCall(({ operation }) => calls.push(operation));
  const before = [
    await polygonsAtStatus(demo.upstream, statusValues[0]!),
    await workOfDepartment(demo.upstream, departmentIds[0]!),
    await unmatchedPolygons(demo.upstream),
  ];
  markStatusListsStale();
  markDepartmentListsStale();
  markUnmatchedStale();
  try {
    // Stale lists are served as they are and reloaded (in the background or while the read waits).
    await vi.waitFor(
      async () => {
        expect(await polygonsAtStatus(demo.upstream, statusValues[0]!)).not.toBe(before[0]);
        expect(await workOfDepartment(demo.upstream, departmentIds[0]!)).not.toBe(before[1]);
        expect(await unmatchedPolygons(demo.upstream)).not.toBe(before[2]);
      },
      { timeout: 10_000, interval: 50 },
    );
    await vi.waitFor(
      async () => {
        for (const v of statusValues)
          expect(await polygonsAtStatus(demo.upstream, v)).not.toBe(setBasedLists.byStatus.get(v));
      },
      { timeout: 10_000, interval: 50 },
    );
  } finally {
    stopWatching();
  }
  const reloaded = await read();
  expect(reloaded.byStatus).toEqual(perRecord.byStatus);
  expect(reloaded.byDepartment).toEqual(perRecord.byDepartment);
  expect(reloaded.unmatched).toEqual(perRecord.unmatched);
  expect(reloaded.byStatus.map((list) => [...list.keys()])).toEqual(
    perRecord.byStatus.map((list) => [...list.keys()]),
  );
  expect(
    calls.filter((operation) => /getpolygonsforstatusvalue|getbydepartment|getunmatched/.test(operation)),
  ).toEqual([]);
});
