// The supervisor's unmatched list pages through the polygons waiting for
// material by planned finish or age without sorting them all for every page
// (lib/supervisor/unmatched.ts): each page must be the slice of the whole list
// in that order, on demo data with hundreds of unmatched polygons, however deep.
import { expect, it } from "vitest";
import { unmatchedList } from "@/lib/supervisor/unmatched";
import { setUpDemoUpstream } from "../support/demo-upstream";

const now = new Date("2026-03-10T09:00:00.000Z");
const demo = setUpDemoUpstream({ seed: 20261129, projects: 120, now });

it("gives each page as the slice of the whole list, by planned finish and by age", async () => {
  const waiting = await demo.upstream.polygon.getUnmatched();
  expect(waiting.length).toBeGreaterThan(60);
  const finish = (p: (typeof waiting)[number]) => (p.finishAt ? Date.parse(p.finishAt) : Infinity);
  const started = (p: (typeof waiting)[number]) =>
    Math.min(...p.statuses.map((s) => Date.parse(s.assignedAt)));
  for (const [sort, key] of [
    ["finishAt", finish],
    ["age", started],
  ] as const) {
    const whole = [...waiting].sort((a, b) => key(a) - key(b) || a.id - b.id).map((p) => p.id);
    for (const [offset, limit] of [
      [0, 10],
      [7, 25],
      [whole.length - 5, 10],
      [0, whole.length + 5],
    ] as const) {
      const page = await unmatchedList(demo.upstream, { sort, offset, limit }, now);
      expect(page.total).toBe(whole.length);
      expect(
        page.items.map((item) => item.id),
        `${sort} ${offset}+${limit}`,
      ).toEqual(whole.slice(offset, offset + limit));
    }
  }
});
