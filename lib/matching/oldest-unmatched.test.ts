import { describe, expect, it } from "vitest";
import type { MatchingRow } from "@/lib/production-api/schemas";
import { findEntry, findOldestUnmatched } from "./oldest-unmatched";

const entry = (id: number, isMatched: boolean) => ({
  id,
  polygonProjectMaterialId: id,
  productionPolygonId: id * 10,
  productionProjectMaterialId: 1,
  hasDefect: false,
  hadDefect: false,
  isMatched,
  matchedAt: null,
});

const row = (date: string | null, entries: ReturnType<typeof entry>[]) =>
  ({ date, polygons: [], polygonProjectMaterials: entries }) as unknown as MatchingRow;

describe("findOldestUnmatched", () => {
  it("takes the unmatched entry of the earliest planned row, then the lowest id", () => {
    const rows = [
      row("2026-03-02T00:00:00.000Z", [entry(1, false)]),
      row("2026-03-01T00:00:00.000Z", [entry(9, false), entry(4, true), entry(7, false)]),
      row(null, [entry(2, false)]),
    ];
    expect(findOldestUnmatched(rows)?.entry.id).toBe(7);
  });

  it("skips matched entries and puts rows without a date last", () => {
    const rows = [row("2026-01-01T00:00:00.000Z", [entry(1, true)]), row(null, [entry(5, false)])];
    expect(findOldestUnmatched(rows)?.entry.id).toBe(5);
    expect(findOldestUnmatched([row("2026-01-01T00:00:00.000Z", [entry(1, true)])])).toBeNull();
  });

  it("finds an entry by id with its row", () => {
    const rows = [row(null, [entry(3, false)]), row(null, [entry(8, true)])];
    expect(findEntry(rows, 8)?.row).toBe(rows[1]);
    expect(findEntry(rows, 99)).toBeNull();
  });
});
