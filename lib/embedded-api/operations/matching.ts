// matching/browse: the material matching list, a page at a time with the
// total count of rows that the filters leave. The page comes from the database
// as JSON text and goes out as it is; a whole answer is kept for the data
// version it was built at, so the list a matcher opens again and again costs
// one lookup until something it shows changes.
import { JsonText, type Implementations } from "../context";
import { keptByDataVersion } from "../queries/data-version";
import { countMatchingRows } from "../queries/matching-count";
import { findMatchingRowsJson } from "../queries/matching-rows";

const keepAnswer = keptByDataVersion<string>(200);

export const matchingOperations: Implementations<"matching/browse"> = {
  "matching/browse": async ({ db }, input) => {
    const { skip, take, ...query } = input;
    const text = await keepAnswer(db, JSON.stringify(input), async () => {
      const results = await findMatchingRowsJson(db, query, { skip, take });
      const totalResults = await countMatchingRows(db, query);
      return `{"results":${results},"totalResults":${totalResults}}`;
    });
    return new JsonText(text);
  },
};
