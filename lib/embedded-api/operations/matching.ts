// matching/browse: the material matching list, a page at a time with the
// total count of rows that the filters leave. A page is put together from
// rows kept as JSON text under the matching rows version (what matching does
// not change) and, from one statement, the page's ids with their entries (what
// it does): so a page at any offset costs about one indexed statement, and
// matching a material keeps the rows and the count (docs/embedded-api.md).
import { JsonText, type Implementations } from "../context";
import { countMatchingRows } from "../queries/matching-count";
import { findMatchingPageJson } from "../queries/matching-page";

export const matchingOperations: Implementations<"matching/browse"> = {
  "matching/browse": async ({ db }, input) => {
    const { skip, take, ...query } = input;
    const { results, rowsVersion } = await findMatchingPageJson(db, query, { skip, take });
    const totalResults = await countMatchingRows(db, query, rowsVersion);
    return new JsonText(`{"results":${results},"totalResults":${totalResults}}`);
  },
};
