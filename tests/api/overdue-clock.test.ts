// The overdue list is worked out once per version of the kept lists and then
// brought up to the clock (lib/supervisor/overdue.ts): as time passes with no
// change at a tablet, polygons whose threshold, planned finish or delivery
// passes join it. At every moment it must equal the list worked out from
// scratch by the rules (the oracle below), on demo data with hundreds of polygons.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { polygonsAt } from "@/lib/shared-lists/placement";
import { overduePolygons } from "@/lib/supervisor/overdue";
import { openValues } from "@/lib/supervisor/placed";
import { ensureDefaultWorkflow, loadWorkflow, updateStatus } from "@/lib/workflow/store";
import { setUpDemoUpstream } from "../support/demo-upstream";

const start = new Date("2026-03-10T09:00:00.000Z");
beforeAll(() => void vi.useFakeTimers({ toFake: ["Date"], now: start }));
const demo = setUpDemoUpstream({ seed: 20261128, projects: 60, now: start });
beforeAll(async () => {
  await ensureDefaultWorkflow(demo.handle.db);
  const workflow = await loadWorkflow(demo.handle.db);
  // Thresholds on two statuses, so that the status reason comes due too.
  for (const [value, hours] of [
    [100, 30],
    [200, 50],
  ] as const) {
    const status = workflow.statuses.find((s) => s.value === value)!;
    await updateStatus(demo.handle.db, value, { ...status, overdueAfterHours: hours });
  }
});
afterAll(() => void vi.useRealTimers());

/** The overdue polygons at `now`, straight from the rules. */
async function oracle(now: number) {
  const workflow = await loadWorkflow(demo.handle.db);
  const thresholds = new Map(
    workflow.statuses.flatMap((s) =>
      s.overdueAfterHours === null ? [] : [[s.value, s.overdueAfterHours * 3_600_000]],
    ),
  );
  const open = new Set(openValues(workflow));
  const rows: { id: number; reasons: string[]; since: number }[] = [];
  for (const polygon of await polygonsAt(demo.upstream, [...new Set([...thresholds.keys(), ...open])])) {
    const current = polygon.statuses.current!;
    const moments: [string, number][] = [];
    const threshold = thresholds.get(current.value);
    if (threshold !== undefined) moments.push(["status", current.assignedAtMs + threshold]);
    if (open.has(current.value)) {
      if (polygon.finishAt) moments.push(["finish", Date.parse(polygon.finishAt)]);
      if (polygon.deliverAt) moments.push(["delivery", Date.parse(polygon.deliverAt)]);
    }
    const passed = moments.filter(([, at]) => at < now);
    if (passed.length > 0)
      rows.push({
        id: polygon.id,
        reasons: passed.map(([r]) => r),
        since: Math.min(...passed.map(([, at]) => at)),
      });
  }
  return rows.sort((a, b) => a.since - b.since || a.id - b.id);
}

it("equals the list worked out from scratch at every moment as the clock runs on", async () => {
  const seen: number[] = [];
  // Steps under the ten minutes a state is kept at most, so the later ones bring it up to the clock.
  for (let minutes = 0; minutes <= 8 * 60; minutes += 9) {
    vi.setSystemTime(start.getTime() + 30 * 3_600_000 + minutes * 60_000);
    const now = new Date();
    const got = (await overduePolygons(demo.handle.db, demo.upstream, now)).map((o) => ({
      id: o.polygon.id,
      reasons: o.reasons,
      since: o.since,
    }));
    expect(got, `after ${minutes} minutes`).toEqual(await oracle(now.getTime()));
    seen.push(got.length);
  }
  // The clock alone moved polygons into the list, several times.
  expect(new Set(seen).size).toBeGreaterThan(4);
  expect(seen.at(-1)!).toBeGreaterThan(seen[0]!);
});
