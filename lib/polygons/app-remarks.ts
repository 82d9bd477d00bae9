// The remarks the app writes into the upstream's status history. They stay in
// one stable English form there (the upstream and its other readers see the
// same words whoever wrote them); a screen shows them in the employee's
// language through appRemarkOf and the catalogue's "remarks" messages.

export const undoneAtStationRemark = "Undone at the station";
export const undoneAtPackingRemark = "Undone at the packing station";
export const packedRemark = "Packed: every package scanned";
const holdReleasedPrefix = "Hold released: ";

export const holdReleasedRemark = (remark: string) => `${holdReleasedPrefix}${remark}`;

/** A remark as the catalogue words it: a message key and its values, or the text as written (a person's words). */
export type AppRemark =
  | { key: "undoneAtStation" | "undoneAtPacking" | "packed" }
  | { key: "holdReleased"; remark: string }
  | { key: null; text: string };

const fixed = new Map<string, "undoneAtStation" | "undoneAtPacking" | "packed">([
  [undoneAtStationRemark, "undoneAtStation"],
  [undoneAtPackingRemark, "undoneAtPacking"],
  [packedRemark, "packed"],
]);

export function appRemarkOf(text: string): AppRemark {
  const key = fixed.get(text);
  if (key) return { key };
  if (text.startsWith(holdReleasedPrefix))
    return { key: "holdReleased", remark: text.slice(holdReleasedPrefix.length) };
  return { key: null, text };
}
