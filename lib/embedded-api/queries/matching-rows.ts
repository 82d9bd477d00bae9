// The matching list: one row per project material, with its project, the
// polygons that use it, their material entries and the row's status. One
// statement that writes the page as JSON text. The page's ids come first, on
// the project materials alone (the indexed order; projects joined only when a
// search or the order reads them), so a page deep in the list walks an index
// and not the join; then only those rows are joined and written, by text
// concatenation (json-text.ts; several times cheaper than json_build_object).
// matching/browse assembles its pages from kept rows instead (matching-page.ts);
// this statement is what that must equal, byte for byte (its tests), and the
// way back when a row went missing between its two statements.
import { and, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { projectMaterials, projects } from "../schema";
import { jsonArray } from "./json-text";
import { conditions, orderOf, type MatchingQuery } from "./matching-filters";
import { entriesOf, pj, pm, rowJson } from "./matching-row-json";

/** One page of rows in the requested order, as the JSON text of the wire's `results` array. */
export async function findMatchingRowsJson(
  db: Database,
  query: MatchingQuery,
  page: { skip: number; take: number },
): Promise<string> {
  const [row] = await queryRows<{ results: string }>(db, matchingPageStatement(db, query, page));
  return row?.results ?? "[]";
}

/** The page's ids in the requested order (`id`, and `n`: 1, 2, … in that order), as a subquery. */
export function pageIds(db: Database, query: MatchingQuery, page: { skip: number; take: number }): SQL {
  const m = projectMaterials;
  const where = and(...conditions(db, query));
  const readsProjects = query.search !== undefined || query.sort === "projectNumber";
  const order = sql.join(
    orderOf(query, { date: m.date, projectNumber: projects.projectNumber, material: m.material, id: m.id }),
    sql`, `,
  );
  return sql`(
      select ${m.id} as id, row_number() over (order by ${order}) as n from ${m}
      ${readsProjects ? sql`inner join ${projects} on ${projects.id} = ${m.productionProjectId}` : sql``}
      ${where ? sql`where ${where}` : sql``}
      order by ${order}
      limit ${page.take} offset ${page.skip}
    )`;
}

/** The statement of findMatchingRowsJson (also for EXPLAIN). */
export function matchingPageStatement(
  db: Database,
  query: MatchingQuery,
  page: { skip: number; take: number },
): SQL {
  return sql`select ${jsonArray(rowJson(sql`entries.status`, sql`entries.list`), sql`page.n`)} as results
    from ${pageIds(db, query, page)} as page
    inner join ${projectMaterials} as ${pm} on ${pm}.id = page.id
    inner join ${projects} as ${pj} on ${pj}.id = ${pm}.production_project_id
    left join lateral ${entriesOf(sql`${pm}.id`)} as entries on true`;
}
