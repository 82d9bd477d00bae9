// A page of matching/browse assembled from kept rows (matching-kept-rows.ts):
// one statement gives the page's ids in order with what matching changes
// (each row's entries and status) and the matching rows version it saw; the
// rows not kept are read by a second; the page's JSON text is put together
// here, the same bytes as the one-statement page (matching-rows.ts). Deep in
// the unfiltered date order a page starts at a bookmark (matching-bookmarks.ts).
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { runPrepared, type PreparedStatement, type StatementParam } from "@/lib/db/prepared-statement";
import { bookmarkBefore, forgetBookmarks } from "./matching-bookmarks";
import { conditions, type MatchingQuery } from "./matching-filters";
import { keptRows } from "./matching-kept-rows";
import { entriesOf } from "./matching-row-json";
import { findMatchingRowsJson, pageIds, type DateKey } from "./matching-rows";

type Page = { skip: number; take: number };

/** One text for the whole page (one value to hand over, not a row per row): `id status entries` a line. */
function pageStatement(db: Database, query: MatchingQuery, page: Page, after?: DateKey): SQL {
  return sql`select
      (select version::text from production_api.matching_rows_version where id = 1) as version,
      coalesce(string_agg(page.id || ' ' || entries.status || ' ' || entries.list, E'\n' order by page.n), '') as rows
    from ${pageIds(db, query, page, after)} as page
    cross join lateral ${entriesOf(sql`page.id`)} as entries`;
}

/** Stand-ins for the parameters, to find where each went in the statement's text. */
const stand = { take: -101, skip: -102, id: -103, date: "bookmark date" } as const;
type Prepared = { statement: PreparedStatement; order: (keyof typeof stand)[] };
const prepared = new Map<string, Prepared>();

/** Without filters the statement differs only by its order (and a bookmark): prepared once for each. */
function unfilteredStatement(db: Database, query: MatchingQuery, hasBookmark: boolean): Prepared {
  const order = `${query.sort ?? "date"}_${query.descending ? "desc" : "asc"}`;
  const name = `production_api_matching_page_${order}${hasBookmark ? "_after" : ""}`;
  let found = prepared.get(name);
  if (!found) {
    const statement = pageStatement(db, query, stand, hasBookmark ? stand : undefined);
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    const keys = Object.keys(stand) as (keyof typeof stand)[];
    const paramOrder = params.map((param) => keys.find((key) => stand[key] === param)!);
    if (paramOrder.includes(undefined!))
      throw new Error(`${name}: a parameter that is not take, skip or a bookmark`);
    const types = { take: "int", skip: "int", id: "int", date: "timestamptz" };
    found = { statement: { name, paramTypes: paramOrder.map((key) => types[key]), text }, order: paramOrder };
    prepared.set(name, found);
  }
  return found;
}

type PageRows = { version: string; rows: string };

async function runUnfiltered(
  db: Database,
  query: MatchingQuery,
  page: Page,
  after?: DateKey & { position: number },
) {
  const { statement, order } = unfilteredStatement(db, query, after !== undefined);
  const values = { ...page, ...after, skip: after ? page.skip - after.position - 1 : page.skip };
  const [row] = await runPrepared<PageRows>(
    db,
    statement,
    order.map((key): StatementParam => values[key] ?? null),
  );
  return row;
}

async function readPage(db: Database, query: MatchingQuery, page: Page): Promise<PageRows | undefined> {
  if (conditions(db, query).length > 0)
    return (await queryRows<PageRows>(db, pageStatement(db, query, page)))[0];
  if ((query.sort ?? "date") === "date") {
    const descending = query.descending ?? false;
    const bookmark = await bookmarkBefore(db, { ...page, descending });
    if (bookmark) {
      const read = await runUnfiltered(db, query, page, bookmark);
      // Read under the version the bookmark was valid for: the rows after it are the page.
      if (read?.version === bookmark.version) return read;
      forgetBookmarks(db, descending);
    }
  }
  return runUnfiltered(db, query, page);
}

/**
 * One page of rows in the requested order, as the JSON text of the wire's
 * `results` array, and the matching rows version it was read at.
 */
export async function findMatchingPageJson(
  db: Database,
  query: MatchingQuery,
  page: Page,
): Promise<{ results: string; rowsVersion: string }> {
  const read = await readPage(db, query, page);
  const version = read?.version ?? "0";
  if (!read?.rows) return { results: "[]", rowsVersion: version };
  const lines = read.rows.split("\n").map((line) => {
    const first = line.indexOf(" ");
    const second = line.indexOf(" ", first + 1);
    return {
      id: Number(line.slice(0, first)),
      status: line.slice(first + 1, second),
      entries: line.slice(second + 1),
    };
  });
  const kept = await keptRows(
    db,
    version,
    lines.map((line) => line.id),
  );
  const parts: string[] = [];
  for (const line of lines) {
    const row = kept.get(line.id);
    // Deleted between the two statements: the page in one statement instead.
    if (!row) return { results: await findMatchingRowsJson(db, query, page), rowsVersion: version };
    parts.push(`${row.head}${JSON.stringify(line.status)}${row.middle}${line.entries}}`);
  }
  return { results: `[${parts.join(",")}]`, rowsVersion: version };
}
