// When a line last came into cutting, from its status history (newest first).
// Cutting picks up 200, starts 250, is done at 290 and holds at 950.
import { describe, expect, it } from "vitest";
import { enteredDepartmentAt } from "./entered-at";

const cutting = { waitingValues: [200], startedValue: 250, onHoldValue: 950 };
const at = (hhmm: string) => Date.parse(`2026-03-10T${hhmm}:00.000Z`);
const history = (...entries: [number, string][]) =>
  entries.map(([value, hhmm]) => ({ value, assignedAtMs: at(hhmm) }));

describe("when a line came into cutting", () => {
  it("is its first waiting status when it has been there since", () => {
    expect(enteredDepartmentAt(cutting, history([250, "09:00"], [200, "08:00"], [100, "07:00"]))).toEqual(
      new Date(at("08:00")),
    );
  });

  it("is the move back when it was done at cutting and sent back", () => {
    const statuses = history([200, "11:00"], [290, "10:00"], [250, "09:00"], [200, "08:00"]);
    expect(enteredDepartmentAt(cutting, statuses)).toEqual(new Date(at("11:00")));
  });

  it("keeps its first entry across a hold at cutting and an undone start", () => {
    const statuses = history([200, "12:00"], [950, "11:00"], [200, "10:00"], [250, "09:00"], [200, "08:00"]);
    expect(enteredDepartmentAt(cutting, statuses)).toEqual(new Date(at("08:00")));
  });

  it("is none when the line is not at cutting now", () => {
    expect(enteredDepartmentAt(cutting, history([290, "10:00"], [200, "08:00"]))).toBeNull();
    expect(enteredDepartmentAt(cutting, [])).toBeNull();
  });
});
