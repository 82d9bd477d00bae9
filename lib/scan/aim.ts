// AIM symbology identifiers (ISO/IEC 15424): "]" + a letter for the
// symbology + a modifier, sent by hand scanners set up to say what they read
// (]C1 GS1-128, ]E0 EAN-13, ]d2 GS1 DataMatrix, ]Q3 GS1 QR…). Recognised and
// removed here so the rest of the grammar sees the data only.

export type Symbology = {
  /** The identifier as sent, e.g. "]C1". */
  identifier: string;
  name: string;
  /** Whether the data is a GS1 element string (FNC1 in first position). */
  isGs1: boolean;
};

const names: Record<string, string> = {
  A: "Code 39",
  C: "Code 128",
  d: "Data Matrix",
  E: "EAN/UPC",
  e: "GS1 DataBar",
  F: "Codabar",
  I: "ITF",
  J: "DotCode",
  Q: "QR Code",
  z: "Aztec",
};

/** Identifiers whose data is GS1 (the modifier says FNC1 came first). */
const gs1Identifiers = new Set(["C1", "d2", "e0", "Q3", "Q5", "J1", "z4"]);

/** The symbology a scan starts with and the data after it; `symbology` is null without one. */
export function splitSymbologyIdentifier(scanned: string): { symbology: Symbology | null; data: string } {
  const match = /^\]([A-Za-z])([0-9A-Za-z])/.exec(scanned);
  if (!match) return { symbology: null, data: scanned };
  const [identifier, letter = "", modifier = ""] = match;
  const name = names[letter] ?? `symbology ${letter}`;
  return {
    symbology: { identifier, name, isGs1: gs1Identifiers.has(letter + modifier) },
    data: scanned.slice(identifier.length),
  };
}

/** A read as people see it printed: no symbology identifier in front (]C1), no GS between fields. */
export function readableCode(scanned: string): string {
  return splitSymbologyIdentifier(scanned).data.replaceAll("\u001d", "");
}
