// A background reload of the kept status and department lists that finds them
// as they were keeps their version, so what the supervisor's screens work out
// from them (seconds of work at 100,000 polygons) is not worked out again; a
// reload that finds a change made past the app (another client of the
// upstream) installs it and moves the version.
import { expect, it, vi } from "vitest";
import {
  markDepartmentListsStale,
  markStatusListsStale,
  polygonsAtStatus,
  queueListsVersion,
  warmQueueLists,
  workOfDepartment,
} from "@/lib/shared-lists/status-lists";
import { setUpDemoUpstream } from "../support/demo-upstream";

const now = new Date("2026-03-10T09:00:00.000Z");
const demo = setUpDemoUpstream({ seed: 20261127, projects: 12, now });

/** Marks every list stale, reads each once (each is served as it is and reloaded in the background), waits for the reloads. */
async function reloadAll(statusValues: number[], departmentIds: number[]) {
  const before = [
    ...(await Promise.all(statusValues.map((v) => polygonsAtStatus(demo.upstream, v)))),
    ...(await Promise.all(departmentIds.map((d) => workOfDepartment(demo.upstream, d)))),
  ];
  markStatusListsStale();
  markDepartmentListsStale();
  await vi.waitFor(
    async () => {
      const after = [
        ...(await Promise.all(statusValues.map((v) => polygonsAtStatus(demo.upstream, v)))),
        ...(await Promise.all(departmentIds.map((d) => workOfDepartment(demo.upstream, d)))),
      ];
      after.forEach((list, i) => expect(list).not.toBe(before[i]));
    },
    { timeout: 20_000, interval: 25 },
  );
}

it("a reload that finds the lists as they were keeps their version; one that finds another client's change moves it and shows the change", async () => {
  const departmentIds = (await demo.upstream.department.getAll()).map((d) => d.id);
  const statusValues = [100, 200, 300, 400, 500, 600, 700];
  await warmQueueLists(demo.upstream, { statusValues, departmentIds });
  const counts = async () =>
    Promise.all(statusValues.map(async (v) => (await polygonsAtStatus(demo.upstream, v)).size));
  const sizes = await counts();
  expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(20);

  const version = queueListsVersion();
  const keptBefore = await polygonsAtStatus(demo.upstream, statusValues[sizes.findIndex((n) => n > 0)]!);
  await reloadAll(statusValues, departmentIds);
  expect(queueListsVersion()).toBe(version);
  expect(await counts()).toEqual(sizes);
  // The reloaded list is a new list of the very objects kept before: nothing was made anew.
  const keptAfter = await polygonsAtStatus(demo.upstream, statusValues[sizes.findIndex((n) => n > 0)]!);
  expect(keptAfter).not.toBe(keptBefore);
  for (const [id, polygon] of keptBefore) expect(keptAfter.get(id)).toBe(polygon);

  // Another client of the demo.upstream moves a polygon (the app's write path does not see it).
  const from = statusValues.find((_, i) => sizes[i]! > 0)!;
  const to = statusValues.find((v) => v !== from)!;
  const [moved] = [...(await polygonsAtStatus(demo.upstream, from)).keys()];
  await demo.upstream.status.setStatusForPolygons({ productionPolygonIds: [moved!], statusValue: to });
  expect((await polygonsAtStatus(demo.upstream, to)).has(moved!)).toBe(false);

  const fromBefore = await polygonsAtStatus(demo.upstream, from);
  await reloadAll(statusValues, departmentIds);
  expect(queueListsVersion()).not.toBe(version);
  const fromAfter = await polygonsAtStatus(demo.upstream, from);
  expect(fromAfter.has(moved!)).toBe(false);
  for (const [id, polygon] of fromAfter) expect(polygon).toBe(fromBefore.get(id));
  expect((await polygonsAtStatus(demo.upstream, to)).get(moved!)?.statuses.current?.value).toBe(to);
});

it("a reload that finds one line's planned work moved by another client shows the new times and the others' entries as they were", async () => {
  const departmentIds = (await demo.upstream.department.getAll()).map((d) => d.id);
  await warmQueueLists(demo.upstream, { statusValues: [100], departmentIds });
  const departmentId = departmentIds[0]!;
  const before = await workOfDepartment(demo.upstream, departmentId);
  const [polygonId, work] = [...before][0]!;
  const entry = await demo.upstream.polygonDepartment.getById({ id: work.id });
  const later = new Date(Date.parse(entry.finishAt ?? now.toISOString()) + 3 * 3_600_000).toISOString();
  await demo.upstream.polygonDepartment.update({ id: entry.id, finishAt: later });
  const version = queueListsVersion();

  await reloadAll([100], departmentIds);
  const after = await workOfDepartment(demo.upstream, departmentId);
  expect(queueListsVersion()).not.toBe(version);
  expect(after.get(polygonId)).toEqual({ ...work, finishAtMs: Date.parse(later) });
  expect(after.size).toBe(before.size);
  for (const [id, kept] of before) if (id !== polygonId) expect(after.get(id)).toEqual(kept);
});
