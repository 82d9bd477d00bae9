// The root key of every matching query: a match or a defect invalidates them all
// (the browse pages, the scanned EAN and the unmatched count).
export const matchingKey = ["matching"] as const;
