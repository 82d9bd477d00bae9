// The plan's worker takes the open polygons in parts (one a status list,
// plan-input.ts): a line's polygon index is its polygon's place over all the
// parts, which is how the main thread finds its promise and CPQ id.
import { describe, expect, it } from "vitest";
import { randomPlanInput } from "@/tests/support/plan-input";
import { nextPlanVersion } from "./plan-result";
import { makePlan } from "./plan.task";
import type { PlanInput, PolygonColumns } from "./plan-input";

/** The part's polygons from..to, as a part of their own. */
const sliceOf = (part: PolygonColumns, from: number, to: number): PolygonColumns => ({
  ids: part.ids.slice(from, to),
  projectIds: part.projectIds.slice(from, to),
  statusValues: part.statusValues.slice(from, to),
  createdAtMs: part.createdAtMs.slice(from, to),
  arrivedAtMs: part.arrivedAtMs.slice(from, to),
  deliverAt: part.deliverAt.split("\n").slice(from, to).join("\n"),
});

const indexById = (input: PlanInput) => {
  const { lines } = makePlan({ ...input, version: nextPlanVersion() });
  return new Map(Array.from(lines.ids, (id, at) => [id, lines.polygonIndex[at]!]));
};

describe("the plan's polygons in parts", () => {
  const input = randomPlanInput(21, 400);
  const [whole] = input.polygons as [PolygonColumns];
  const n = whole.ids.length;
  const single = indexById(input);

  it("give each line the index of its polygon over all the parts", () => {
    const parts = [sliceOf(whole, 0, 150), sliceOf(whole, 150, 150), sliceOf(whole, 150, n)];
    expect(single.size).toBeGreaterThan(50);
    expect(indexById({ ...input, polygons: parts })).toEqual(single);
  });

  it("count a polygon given twice at both places: the lines after it keep their place", () => {
    const twice = [sliceOf(whole, 0, 1), whole];
    const shifted = indexById({ ...input, polygons: twice });
    for (const [id, index] of single) expect(shifted.get(id)).toBe(index + 1);
  });
});
