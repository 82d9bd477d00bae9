// A page of matching/browse assembled from kept rows (matching-kept-rows.ts):
// one statement gives the page's ids in order with what matching changes
// (each row's entries and status) and the matching rows version it saw; the
// rows not kept are read by a second; the page's JSON text is put together
// here, the same bytes as the one-statement page (matching-rows.ts).
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";
import { conditions, type MatchingQuery } from "./matching-filters";
import { keptRows } from "./matching-kept-rows";
import { entriesOf } from "./matching-row-json";
import { findMatchingRowsJson, pageIds } from "./matching-rows";

type Page = { skip: number; take: number };

/** One text for the whole page (one value to hand over, not a row per row): `id status entries` a line. */
function pageStatement(db: Database, query: MatchingQuery, page: Page): SQL {
  return sql`select
      (select version::text from production_api.matching_rows_version where id = 1) as version,
      coalesce(string_agg(page.id || ' ' || entries.status || ' ' || entries.list, E'\n' order by page.n), '') as rows
    from ${pageIds(db, query, page)} as page
    cross join lateral ${entriesOf(sql`page.id`)} as entries`;
}

/** Without filters the statement differs only by its order: prepared once per order, $1 take, $2 skip. */
const unfiltered = new Map<string, PreparedStatement>();

function unfilteredStatement(db: Database, query: MatchingQuery): PreparedStatement {
  const name = `production_api_matching_page_${query.sort ?? "date"}_${query.descending ? "desc" : "asc"}`;
  let statement = unfiltered.get(name);
  if (!statement) {
    const { sql: text, params } = new PgDialect().sqlToQuery(pageStatement(db, query, { take: 0, skip: 0 }));
    if (params.length !== 2)
      throw new Error(`${name}: expected 2 parameters (take, skip), found ${params.length}`);
    statement = { name, paramTypes: ["int", "int"], text };
    unfiltered.set(name, statement);
  }
  return statement;
}

type PageRows = { version: string; rows: string };

async function readPage(db: Database, query: MatchingQuery, page: Page): Promise<PageRows | undefined> {
  const [row] =
    conditions(db, query).length === 0
      ? await runPrepared<PageRows>(
          db,
          unfilteredStatement(db, { sort: query.sort, descending: query.descending }),
          [page.take, page.skip],
        )
      : await queryRows<PageRows>(db, pageStatement(db, query, page));
  return row;
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
