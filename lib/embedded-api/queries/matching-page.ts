// A page of matching/browse assembled from kept rows (matching-kept-rows.ts):
// one statement gives the page's ids in order and the two versions the kept
// rows are valid for; what is not kept is read by one or two more; the page's
// JSON text is put together here, the same bytes as the one-statement page
// (matching-rows.ts). Deep in the unfiltered date order a page starts at a
// bookmark (matching-bookmarks.ts).
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { runPrepared, type PreparedStatement, type StatementParam } from "@/lib/db/prepared-statement";
import { bookmarkBefore, forgetBookmarks } from "./matching-bookmarks";
import { conditions, type MatchingQuery } from "./matching-filters";
import { keptRowsJson } from "./matching-kept-rows";
import { findMatchingRowsJson, pageIds } from "./matching-rows";
import { projectMaterials } from "../schema";

type Page = { skip: number; take: number };
/** A row's key in the date order, a page of which starts after it (matching-bookmarks.ts). */
type DateKey = { date: string; id: number };

/** How many rows of the date order a "near" page may reach (after the first row, or a bookmark). */
const nearRows = 1500;

/**
 * The ids of a page among the first rows of the unfiltered date order (or the
 * rows after a bookmark), under a constant LIMIT: PostgreSQL then plans the
 * prepared statement once (a generic plan) instead of on every call, where
 * `LIMIT $1` alone looks to it like a tenth of the table. It still reads only
 * the rows the page needs: a LIMIT stops pulling once it has them.
 */
function nearDateIds(query: MatchingQuery, page: Page, after?: DateKey): SQL {
  const m = projectMaterials;
  const direction = sql.raw(query.descending ? "desc" : "asc");
  const keyset = after
    ? sql`where (${m.date}, ${m.id}) ${sql.raw(query.descending ? "<" : ">")} (${after.date}::timestamptz, ${after.id}::int)`
    : sql``;
  return sql`(
      select id, row_number() over (order by date ${direction}, id ${direction}) as n from (
        select ${m.id} as id, ${m.date} as date from ${m} ${keyset}
        order by ${m.date} ${direction}, ${m.id} ${direction} limit ${sql.raw(String(nearRows))}
      ) as near
      order by date ${direction}, id ${direction}
      limit ${page.take} offset ${page.skip}
    )`;
}

/** The page's ids in order as one text (one value to hand over, not a row per row), and the versions. */
function pageStatement(ids: SQL): SQL {
  return sql`select
      (select version::text from production_api.matching_rows_version where id = 1) as version,
      (select version::text from production_api.data_version where id = 1) as data_version,
      coalesce(string_agg(page.id::text, ',' order by page.n), '') as ids
    from ${ids} as page`;
}

/** Stand-ins for the parameters, to find where each went in the statement's text. */
const stand = { take: -101, skip: -102, id: -103, date: "bookmark date" } as const;
type Prepared = { statement: PreparedStatement; order: (keyof typeof stand)[] };
const prepared = new Map<string, Prepared>();

/** Without filters the statement differs only by its order (and a bookmark, and being near): prepared once for each. */
function unfilteredStatement(db: Database, query: MatchingQuery, kind: "near" | "after" | "far"): Prepared {
  const order = `${query.sort ?? "date"}_${query.descending ? "desc" : "asc"}`;
  const name = `production_api_matching_page_${order}_${kind}`;
  let found = prepared.get(name);
  if (!found) {
    const statement = pageStatement(
      kind === "far"
        ? pageIds(db, query, stand)
        : nearDateIds(query, stand, kind === "after" ? stand : undefined),
    );
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    const keys = Object.keys(stand) as (keyof typeof stand)[];
    const paramOrder = params.flatMap((param) => keys.filter((key) => stand[key] === param));
    if (paramOrder.length !== params.length)
      throw new Error(`${name}: a parameter that is not take, skip or a bookmark`);
    const types = { take: "int", skip: "int", id: "int", date: "timestamptz" };
    found = { statement: { name, paramTypes: paramOrder.map((key) => types[key]), text }, order: paramOrder };
    prepared.set(name, found);
  }
  return found;
}

type PageRows = { version: string; data_version: string; ids: string };

async function runUnfiltered(
  db: Database,
  query: MatchingQuery,
  page: Page,
  after?: DateKey & { position: number },
) {
  const skip = after ? page.skip - after.position - 1 : page.skip;
  const isNear = (query.sort ?? "date") === "date" && skip + page.take <= nearRows;
  const kind = after ? "after" : isNear ? "near" : "far";
  const { statement, order } = unfilteredStatement(db, query, kind);
  const values = { ...page, ...after, skip };
  const [row] = await runPrepared<PageRows>(
    db,
    statement,
    order.map((key): StatementParam => values[key] ?? null),
  );
  return row;
}

async function readPage(db: Database, query: MatchingQuery, page: Page): Promise<PageRows | undefined> {
  if (conditions(db, query).length > 0)
    return (await queryRows<PageRows>(db, pageStatement(pageIds(db, query, page))))[0];
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
  const rowsVersion = read?.version ?? "0";
  if (!read?.ids) return { results: "[]", rowsVersion };
  const ids = read.ids.split(",").map(Number);
  const rows = await keptRowsJson(db, { rowsVersion, dataVersion: read.data_version }, ids);
  const parts: string[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    // Deleted between the statements: the page in one statement instead.
    if (row === undefined) return { results: await findMatchingRowsJson(db, query, page), rowsVersion };
    parts.push(row);
  }
  return { results: `[${parts.join(",")}]`, rowsVersion };
}
