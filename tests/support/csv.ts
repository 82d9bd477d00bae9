// Reads CSV the way Excel does (RFC 4180): quoted cells with commas, doubled
// quotes and line breaks; CRLF between rows; a leading byte-order mark dropped.
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (isQuoted && c === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      isQuoted = !isQuoted;
    } else if (!isQuoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!isQuoted && c === "\r" && source[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}
