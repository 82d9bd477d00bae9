import { describe, expect, it } from "vitest";
import { StatusHistory, type SlimStatus } from "./status-history";

const history: SlimStatus[] = [
  { id: 31, value: 290, assignedAtMs: Date.UTC(2026, 10, 29, 14, 5), remarks: "Undo: put back" },
  { id: 30, value: 300, assignedAtMs: Date.UTC(2026, 10, 29, 14), remarks: null },
  { id: 12, value: 100, assignedAtMs: Date.UTC(2026, 10, 20, 9), remarks: null },
];

describe("a kept polygon's statuses, packed", () => {
  it("hands out each status as it was given, newest first, and the oldest from the end", () => {
    const statuses = new StatusHistory(history);
    expect(statuses.length).toBe(3);
    expect([...statuses]).toEqual(history);
    expect(statuses.current).toEqual(history[0]);
    expect(statuses.at(-1)).toEqual(history[2]);
    expect(statuses.at(3)).toBeUndefined();
    expect(statuses.at(-4)).toBeUndefined();
    expect([statuses.valueAt(1), statuses.assignedAtMsAt(2), statuses.remarksAt(0)]).toEqual([
      300,
      Date.UTC(2026, 10, 20, 9),
      "Undo: put back",
    ]);
    expect(statuses.valueAt(3)).toBeUndefined();
    expect(new StatusHistory([]).current).toBeUndefined();
  });

  it("keeps numbers only, and remarks only for a polygon that has some", () => {
    expect(new StatusHistory(history).packed.every((n) => typeof n === "number")).toBe(true);
    expect(new StatusHistory(history.slice(1)).remarks).toBeNull();
    expect(new StatusHistory(history.slice(1)).at(0)?.remarks).toBeNull();
  });

  it("is the same as another history of the same statuses only", () => {
    const same = (a: SlimStatus[], b: SlimStatus[]) => new StatusHistory(a).sameAs(new StatusHistory(b));
    expect(same(history, structuredClone(history))).toBe(true);
    expect(same(history, history.slice(1))).toBe(false);
    expect(same(history, [{ ...history[0]!, remarks: "other" }, ...history.slice(1)])).toBe(false);
    expect(same(history, [{ ...history[0]!, value: 295 }, ...history.slice(1)])).toBe(false);
    expect(same(history, [history[0]!, { ...history[1]!, assignedAtMs: 0 }, history[2]!])).toBe(false);
  });
});
