// Pass or fail against the order: inside, on the edge and outside the
// tolerance; a "no" fails; a drop check of a line without a drop is left out.
import { describe, expect, it } from "vitest";
import { evaluateChecks, targetOf, type CheckWithTarget } from "./evaluate";
import type { Check } from "./schemas";

const check = (id: number, fields: Partial<Check>): Check => ({
  id,
  position: id,
  kind: "measurement",
  labelEn: `Check ${id}`,
  labelNl: `Controle ${id}`,
  isRequired: true,
  measure: "width",
  toleranceMm: 5,
  ...fields,
});
const withTargets = (checks: Check[], widthMm: number, dropMm: number | null): CheckWithTarget[] =>
  checks.map((c) => ({ ...c, targetMm: targetOf(c, { widthMm, dropMm }) }));

const width = check(1, { measure: "width" });
const drop = check(2, { measure: "drop" });
const straight = check(3, { kind: "yes-no", measure: null, toleranceMm: null });

describe("evaluateChecks", () => {
  const checks = withTargets([width, drop, straight], 1500, 2400);
  const verdict = (widthMm: number, dropMm: number, answer = true) =>
    evaluateChecks(checks, [
      { checkId: 1, valueMm: widthMm },
      { checkId: 2, valueMm: dropMm },
      { checkId: 3, answer },
    ]);

  it("passes inside the tolerance and on its edge, both ways", () => {
    expect(verdict(1500, 2400).isPassed).toBe(true);
    expect(verdict(1503, 2398).isPassed).toBe(true);
    expect(verdict(1505, 2395).isPassed).toBe(true);
    expect(verdict(1495, 2405).isPassed).toBe(true);
  });

  it("fails one mm outside it, naming the check", () => {
    const wide = verdict(1506, 2400);
    expect(wide.isPassed).toBe(false);
    expect(wide.failed.map((c) => c.id)).toEqual([1]);
    const short = verdict(1500, 2375);
    expect(short.failed.map((c) => c.id)).toEqual([2]);
    expect(short.values[1]).toMatchObject({ targetMm: 2400, valueMm: 2375, isPassed: false });
  });

  it("fails on a no", () => {
    expect(verdict(1500, 2400, false).failed.map((c) => c.id)).toEqual([3]);
  });

  it("wants every required check (422), and leaves out a drop check where the order has no drop", () => {
    expect(() => evaluateChecks(checks, [{ checkId: 1, valueMm: 1500 }])).toThrow(/Checks not complete/);
    const rail = withTargets([width, drop], 2000, null);
    const result = evaluateChecks(rail, [{ checkId: 1, valueMm: 2001 }]);
    expect(result.isPassed).toBe(true);
    expect(result.values[1]).toMatchObject({ targetMm: null, isPassed: null });
  });

  it("counts a check that is not required when it is filled in", () => {
    const optional = withTargets([check(4, { isRequired: false })], 1500, 2400);
    expect(evaluateChecks(optional, []).isPassed).toBe(true);
    expect(evaluateChecks(optional, [{ checkId: 4, valueMm: 1400 }]).isPassed).toBe(false);
  });

  it("refuses a value of the wrong kind or for another check (400)", () => {
    expect(() => evaluateChecks(checks, [{ checkId: 9, valueMm: 1 }])).toThrow(/does not fit/);
    expect(() => evaluateChecks(checks, [{ checkId: 3, valueMm: 1 }])).toThrow(/does not fit/);
  });
});
