// First-pass yield's weeks: ISO weeks (the year of their Thursday), grouped
// by department and product type, the lines checked before the window left out.
import { describe, expect, it } from "vitest";
import { firstPassYield, isoWeekOf, weekStartOf } from "./figures";

describe("ISO weeks", () => {
  it("start on Monday and belong to the year of their Thursday", () => {
    expect(weekStartOf(new Date("2026-03-15T23:59:00Z")).toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(isoWeekOf(new Date("2026-03-10T07:00:00Z"))).toBe("2026-W11");
    expect(isoWeekOf(new Date("2026-01-01T12:00:00Z"))).toBe("2026-W01");
    expect(isoWeekOf(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeekOf(new Date("2024-12-30T12:00:00Z"))).toBe("2025-W01");
  });
});

describe("firstPassYield", () => {
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  const first = (productionDepartmentId: number, productType: string, isPassed: boolean, day: string) => ({
    productionDepartmentId,
    productType,
    isPassed,
    madeAt: at(day),
  });

  it("groups by week, department and product type, oldest week first", () => {
    const weeks = firstPassYield(
      [
        first(4, "Curtain", true, "2026-03-10"),
        first(4, "Curtain", false, "2026-03-11"),
        first(4, "Curtain", true, "2026-03-12"),
        first(4, "Roller blind", true, "2026-03-12"),
        first(4, "Curtain", false, "2026-03-03"),
        first(4, "Curtain", true, "2026-02-01"),
      ],
      at("2026-03-02"),
    );
    expect(weeks).toEqual([
      {
        week: "2026-W10",
        weekStart: "2026-03-02",
        productionDepartmentId: 4,
        productType: "Curtain",
        checked: 1,
        passedFirstTime: 0,
        firstPassYield: 0,
      },
      {
        week: "2026-W11",
        weekStart: "2026-03-09",
        productionDepartmentId: 4,
        productType: "Curtain",
        checked: 3,
        passedFirstTime: 2,
        firstPassYield: 2 / 3,
      },
      {
        week: "2026-W11",
        weekStart: "2026-03-09",
        productionDepartmentId: 4,
        productType: "Roller blind",
        checked: 1,
        passedFirstTime: 1,
        firstPassYield: 1,
      },
    ]);
  });
});
