// How the supervisor may sort the unmatched polygons (shared by the route and the screen's select).
export const unmatchedSorts = ["finishAt", "age", "projectNumber", "customer", "product"] as const;
export type UnmatchedSort = (typeof unmatchedSorts)[number];
