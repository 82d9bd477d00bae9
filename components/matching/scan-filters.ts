// The browse filters of a scanned EAN: every row of it, oldest planned first.
export const scanFilters = (ean: string) => ({ eanCode: ean, take: 100, sort: "date" as const });
