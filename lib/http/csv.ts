// The app's one CSV writer, for the downloads Excel opens (the bill of
// materials, the working-time report): RFC 4180 quoting, comma-separated, CRLF
// line ends, a UTF-8 byte-order mark so that Excel reads accents right, and a
// leading apostrophe on text that Excel would otherwise run as a formula (=, +,
// -, @, or a tab/CR/LF before one).

export type CsvValue = string | number | boolean | null;

/** A lone dash (a placeholder) and a plain negative number stay as they are; `-2+3` or `-cmd|…` do not. */
const isFormulaLike = (value: string) =>
  /^[=+\-@\t\r\n]/.test(value) && value !== "-" && !/^-\d+(?:[.,]\d+)?$/.test(value);

/** One cell: quoted when it holds a comma, quote or line break; formulas defused. */
export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const text = isFormulaLike(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: the rows (the header first) with the byte-order mark and a CRLF after each row. */
export function csvOf(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
