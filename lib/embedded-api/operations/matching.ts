// matching/browse: the material matching list, a page at a time with the
// total count of rows that the filters leave.
import type { Implementations } from "../context";
import { countMatchingRows } from "../queries/matching-count";
import { findMatchingRows } from "../queries/matching-rows";

export const matchingOperations: Implementations<"matching/browse"> = {
  "matching/browse": async ({ db }, { skip, take, ...query }) => {
    const [results, totalResults] = await Promise.all([
      findMatchingRows(db, query, { skip, take }),
      countMatchingRows(db, query),
    ]);
    return { results, totalResults };
  },
};
