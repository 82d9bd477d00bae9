// The code on a job ticket: "P" + the production polygon id, padded to at
// least four digits so that even P7 is long enough for a hand scanner's
// minimum scan length (default 4 characters: "P15" would read as typing).
// The grammar reads leading zeros away: P0015 is polygon 15.
export function ticketCode(productionPolygonId: number): string {
  return `P${String(productionPolygonId).padStart(4, "0")}`;
}
