// matching/browse: the material matching list, a page at a time with the
// total count of rows that the filters leave. A page is put together from rows
// kept as JSON text (what matching does not change, and the entries, each part
// under a version of its own) and one indexed statement of the page's ids, so
// a page at any offset costs about one statement and matching a material
// keeps all but its own row's entries (docs/embedded-api.md). A whole answer
// is also kept for the data version it was built at, so the page a matcher
// opens again and again costs one lookup until anything changes.
import { JsonText, type Implementations } from "../context";
import { keptByDataVersion } from "../queries/data-version";
import { countMatchingRows } from "../queries/matching-count";
import { findMatchingPageJson } from "../queries/matching-page";

const keepAnswer = keptByDataVersion<string>(200);

export const matchingOperations: Implementations<"matching/browse"> = {
  "matching/browse": async ({ db }, input) => {
    const { skip, take, ...query } = input;
    const text = await keepAnswer(db, JSON.stringify(input), async () => {
      const { results, rowsVersion } = await findMatchingPageJson(db, query, { skip, take });
      const totalResults = await countMatchingRows(db, query, rowsVersion);
      return `{"results":${results},"totalResults":${totalResults}}`;
    });
    return new JsonText(text);
  },
};
