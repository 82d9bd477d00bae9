// Whether a scanned code is an employee's badge, by the barcode grammar's
// badge pattern (`EMP-` and digits): the login page tells a badge from any
// other label a hand scanner sends while the password tab is shown.
import { defaultBarcodeGrammar, parseBarcode } from "./grammar";

/** White space around the code is not part of it; an AIM identifier in front is read away. */
export function isBadgeCode(code: string): boolean {
  return parseBarcode(code, defaultBarcodeGrammar).kind === "badge";
}
