// Sparse bookmarks of the matching list in its default order (date, then id;
// no filters): every 1,000th row's key, kept per direction under the matching
// rows version (which every insert, delete and change of a date raises). A
// page deep in the list starts after the nearest bookmark before it (a keyset
// condition on the (date, id) index) and skips fewer than 1,000 rows, instead
// of walking the index from the first row. They are read in slices of 10,000
// rows, one statement each, so reading them never holds PGlite for long.
import type { Database } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";

export const bookmarkEvery = 1000;
const sliceRows = 10 * bookmarkEvery;

/** A row's key and its position in the list (0 is the first row). */
export type Bookmark = { position: number; date: string; id: number };
type Bookmarks = { version: string; marks: Bookmark[]; nullRows: number; datedRows: number };

const version = "(select version::text from production_api.matching_rows_version where id = 1)";

/** Rows without a date: last in ascending order, first in descending (PostgreSQL's default). */
const nullRowsStatement: PreparedStatement = {
  name: "production_api_matching_bookmarks_nulls",
  paramTypes: [],
  text: `select ${version} as version, count(*)::int as rows from production_api.project_materials where date is null`,
};

/** One slice of dated rows in order, after the key $1, $2 (none: from the first): its row count and bookmarks. */
function sliceStatement(descending: boolean, isFirst: boolean): PreparedStatement {
  const direction = descending ? "desc" : "asc";
  const after = isFirst
    ? "date is not null"
    : `(date, id) ${descending ? "<" : ">"} ($1::timestamptz, $2::int)`;
  return {
    name: `production_api_matching_bookmarks_${direction}${isFirst ? "_first" : ""}`,
    paramTypes: isFirst ? [] : ["timestamptz", "int"],
    text: `select ${version} as version, count(*)::int as rows,
        coalesce(string_agg(case when n % ${bookmarkEvery} = 0 then n || ',' || id || ',' || date::text end, ';' order by n), '') as marks
      from (
        select date, id, row_number() over (order by date ${direction}, id ${direction}) as n
        from production_api.project_materials where ${after}
        order by date ${direction}, id ${direction} limit ${sliceRows}
      ) as slice`,
  };
}

type Slice = { version: string; rows: number; marks: string };

async function readBookmarks(db: Database, descending: boolean): Promise<Bookmarks | undefined> {
  const [nulls] = await runPrepared<{ version: string; rows: number }>(db, nullRowsStatement, []);
  if (!nulls) return undefined;
  const found: Bookmarks = { version: nulls.version, marks: [], nullRows: nulls.rows, datedRows: 0 };
  // Descending, the rows without a date come first.
  const start = descending ? nulls.rows : 0;
  for (;;) {
    const last = found.marks.at(-1);
    const statement = sliceStatement(descending, !last);
    const [slice] = await runPrepared<Slice>(db, statement, last ? [last.date, last.id] : []);
    // A write between two slices: these bookmarks would mix two lists.
    if (!slice || slice.version !== found.version) return undefined;
    for (const mark of slice.marks ? slice.marks.split(";") : []) {
      const [n, id, date] = mark.split(",");
      found.marks.push({ position: start + found.datedRows + Number(n) - 1, id: Number(id), date: date! });
    }
    found.datedRows += slice.rows;
    if (slice.rows < sliceRows) return found;
  }
}

const stores = new WeakMap<Database, Map<boolean, Promise<Bookmarks | undefined>>>();

/** The bookmarks of a direction, read when there are none yet (or they were forgotten). */
function bookmarksOf(db: Database, descending: boolean): Promise<Bookmarks | undefined> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  let bookmarks = store.get(descending);
  if (!bookmarks) {
    bookmarks = readBookmarks(db, descending);
    // A failed read is read again by the next page, not kept.
    bookmarks.catch(() => store.delete(descending));
    store.set(descending, bookmarks);
  }
  return bookmarks;
}

/**
 * The bookmark to start a page at `skip` after (ascending or descending by
 * date), when one is worth it, and the rows version it is valid for: the
 * caller checks that against the version its page statement saw, and forgets
 * the bookmarks when they differ. Undefined: walk from the first row.
 */
export async function bookmarkBefore(
  db: Database,
  page: { skip: number; take: number; descending: boolean },
): Promise<(Bookmark & { version: string }) | undefined> {
  if (page.skip < bookmarkEvery) return undefined;
  const bookmarks = await bookmarksOf(db, page.descending);
  if (!bookmarks) {
    forgetBookmarks(db, page.descending);
    return undefined;
  }
  // Ascending, a keyset condition on the date leaves out the rows without one, which come last.
  if (!page.descending && page.skip + page.take > bookmarks.datedRows) return undefined;
  let best: Bookmark | undefined;
  for (const mark of bookmarks.marks) {
    if (mark.position >= page.skip) break;
    best = mark;
  }
  return best && { ...best, version: bookmarks.version };
}

/** The list changed since the bookmarks were read: the next deep page reads them again. */
export function forgetBookmarks(db: Database, descending: boolean): void {
  stores.get(db)?.delete(descending);
}
