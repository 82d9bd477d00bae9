// A camera frame may hold several codes (a supplier's label with two or three
// Code 128s: GTIN, lot, the supplier's own number). The grammar reads each,
// and the screen gets the first of a kind it takes; when it takes none, the
// first code stands for the frame (and says why it was refused).
import {
  defaultBarcodeGrammar,
  parseBarcode,
  type BarcodeGrammar,
  type BarcodeKind,
  type ParsedScan,
} from "./grammar";

export function pickScan(
  codes: readonly string[],
  accepts: readonly BarcodeKind[],
  grammar: BarcodeGrammar = defaultBarcodeGrammar,
): ParsedScan | null {
  const scans = codes.map((code) => parseBarcode(code, grammar));
  return scans.find((scan) => accepts.includes(scan.kind)) ?? scans[0] ?? null;
}
