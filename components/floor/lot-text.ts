// The words for the roll an entry was matched with ("Lot LOT42 · 50 m"), the
// same on the matching row, the station's polygon detail and the project page;
// the translator is the caller's (a hook on the tablet, getTranslator on the server).
import type { MaterialLot } from "@/lib/polygons/material-lots";

type LotKey = "label" | "length" | "count";
export type LotTranslate = (key: LotKey, values: Record<string, string | number>) => string;

/** null when the label gave neither a lot, a length nor a count. */
export function lotText(lot: Pick<MaterialLot, "lot" | "lengthM" | "count">, t: LotTranslate): string | null {
  const parts = [
    lot.lot === null ? null : t("label", { lot: lot.lot }),
    lot.lengthM === null ? null : t("length", { length: lot.lengthM }),
    lot.count === null ? null : t("count", { count: lot.count }),
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}
