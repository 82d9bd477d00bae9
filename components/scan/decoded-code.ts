// A code as zxing-cpp decoded it, in the form a hand scanner set to send AIM
// identifiers gives it: a GS1 label keeps its FNC1s as "]C1"/"]d2"… in front
// and GS between fields, so the grammar reads its lot as a lot; other codes
// are their plain text, as before.

export type DecodedBarcode = {
  /** The text with textMode "Plain": GS1's FNC1 separators are GS (ASCII 29). */
  text: string;
  /** The AIM identifier zxing-cpp gives, e.g. "]C1", "]d2", "]E0". */
  symbologyIdentifier: string;
  /** zxing-cpp's content type; "GS1" when FNC1 came first. */
  contentType: string;
};

export function codeOfDecoded({ text, symbologyIdentifier, contentType }: DecodedBarcode): string {
  const isGs1 = contentType === "GS1" && /^\][A-Za-z][0-9A-Za-z]$/.test(symbologyIdentifier);
  return isGs1 ? `${symbologyIdentifier}${text}` : text;
}

/** The distinct codes of one frame, in the order they were found. */
export function codesOfFrame(results: readonly DecodedBarcode[]): string[] {
  return [...new Set(results.filter((result) => result.text !== "").map(codeOfDecoded))];
}
