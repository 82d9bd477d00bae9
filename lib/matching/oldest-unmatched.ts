// Which material entry a scanned roll goes to first: the unmatched entry of the
// row with the earliest planned date (rows without a date last), then the
// lowest entry id. No zod here: it runs in the matching page's bundle.
import type { MatchingPolygonProjectMaterial, MatchingRow } from "@/lib/production-api/schemas";

export type EntryInRow = { row: MatchingRow; entry: MatchingPolygonProjectMaterial };

const timeOf = (row: MatchingRow) => (row.date ? Date.parse(row.date) : Number.POSITIVE_INFINITY);

export function findOldestUnmatched(rows: readonly MatchingRow[]): EntryInRow | null {
  let best: EntryInRow | null = null;
  for (const row of rows) {
    for (const entry of row.polygonProjectMaterials) {
      if (entry.isMatched) continue;
      if (
        !best ||
        timeOf(row) < timeOf(best.row) ||
        (timeOf(row) === timeOf(best.row) && entry.id < best.entry.id)
      ) {
        best = { row, entry };
      }
    }
  }
  return best;
}

/** The entry with this id among the rows, with its row. */
export function findEntry(rows: readonly MatchingRow[], entryId: number): EntryInRow | null {
  for (const row of rows) {
    const entry = row.polygonProjectMaterials.find((e) => e.id === entryId);
    if (entry) return { row, entry };
  }
  return null;
}
