// What the match keeps of a scanned GS1 roll label: its GTIN (the server
// checks it is the entry's material), lot, expiry, count, and the roll's
// length from (8001) roll data or a (311n) length in metres.
import type { ScannedLabel } from "@/lib/polygons/material-lots";
import type { Gs1Scan } from "@/lib/scan/grammar";

function lengthInMetres(gs1: Gs1Scan): number | undefined {
  if (gs1.roll && gs1.roll.lengthM > 0) return gs1.roll.lengthM;
  const length = gs1.elements.find((element) => /^311\d$/.test(element.ai));
  if (!length) return undefined;
  const metres = Number(length.value) / 10 ** Number(length.ai[3]);
  return metres > 0 ? metres : undefined;
}

/** null for a scan that was no GS1 label (a bare EAN). The GTIN is (01), or (02) on a carton of rolls. */
export function scannedLabelOf(gs1: Gs1Scan | undefined): ScannedLabel | null {
  const gtin = gs1?.gtin ?? gs1?.contentGtin;
  if (!gs1 || !gtin) return null;
  const label: ScannedLabel = { gtin };
  if (gs1.lot) label.lot = gs1.lot;
  if (gs1.expiry) label.expiry = gs1.expiry;
  if (gs1.count !== undefined && gs1.count > 0) label.count = gs1.count;
  const lengthM = lengthInMetres(gs1);
  if (lengthM !== undefined) label.lengthM = lengthM;
  return label;
}
