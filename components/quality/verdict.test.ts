import { describe, expect, it } from "vitest";
import { emptyEntry, millimetresOf, valuesOf, verdictOf, verdictsOf, type StationCheck } from "./verdict";

const check = (patch: Partial<StationCheck>): StationCheck => ({
  id: 1,
  position: 0,
  kind: "measurement",
  labelEn: "Finished width",
  labelNl: "Afgewerkte breedte",
  isRequired: true,
  measure: "width",
  toleranceMm: 5,
  targetMm: 1200,
  ...patch,
});
const typed = (valueText: string) => ({ ...emptyEntry, valueText });

describe("the tablet's verdict on a line's checks", () => {
  it("passes a measurement within ± the tolerance, the edge included, and fails one beyond it", () => {
    expect(verdictOf(check({}), typed("1205"))).toEqual({ kind: "pass" });
    expect(verdictOf(check({}), typed("1195"))).toEqual({ kind: "pass" });
    expect(verdictOf(check({}), typed("1206"))).toEqual({ kind: "fail", offMm: 6 });
    expect(verdictOf(check({}), typed("1175"))).toEqual({ kind: "fail", offMm: -25 });
  });

  it("asks for a required value, skips an optional one left empty and a size the order lacks", () => {
    expect(verdictOf(check({}), typed(" "))).toEqual({ kind: "missing" });
    expect(verdictOf(check({ isRequired: false }), typed(""))).toEqual({ kind: "skipped" });
    expect(verdictOf(check({ targetMm: null, measure: "drop" }), typed(""))).toEqual({ kind: "skipped" });
    // Filled in although not required: it still counts.
    expect(verdictOf(check({ isRequired: false }), typed("1100"))).toMatchObject({ kind: "fail" });
  });

  it("refuses what is not a whole number of mm up to 100000", () => {
    for (const text of ["12.5", "-3", "1e3", "abc", "100001"]) expect(millimetresOf(text)).toBeNaN();
    expect(verdictOf(check({}), typed("12,5"))).toEqual({ kind: "invalid" });
    expect(millimetresOf("0100")).toBe(100);
  });

  it("fails a no, passes a yes, and counts a photo", () => {
    const question = check({ id: 2, kind: "yes-no", measure: null, toleranceMm: null, targetMm: null });
    expect(verdictOf(question, { ...emptyEntry, answer: false })).toEqual({ kind: "fail" });
    expect(verdictOf(question, { ...emptyEntry, answer: true })).toEqual({ kind: "pass" });
    const photo = check({ id: 3, kind: "photo", measure: null, toleranceMm: null, targetMm: null });
    expect(verdictOf(photo, emptyEntry)).toEqual({ kind: "missing" });
    expect(verdictOf(photo, { ...emptyEntry, photos: [{ type: "image/jpeg", base64: "AAAA" }] })).toEqual({
      kind: "pass",
    });
  });

  it("sends the filled-in values only, and names what failed or is missing", () => {
    const checks = [
      check({}),
      check({ id: 2, measure: "drop", targetMm: 2400 }),
      check({ id: 3, kind: "yes-no", measure: null, toleranceMm: null, targetMm: null, isRequired: false }),
    ];
    const entries = new Map([[1, typed("1175")]]);
    const verdicts = verdictsOf(checks, entries);
    expect(verdicts.failed.map((c) => c.id)).toEqual([1]);
    expect(verdicts.incomplete.map((c) => c.id)).toEqual([2]);
    expect(valuesOf(checks, entries)).toEqual([{ checkId: 1, valueMm: 1175 }]);
  });
});
