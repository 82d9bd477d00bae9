// totalResults of matching/browse: counted in the database, and kept (on
// PGlite, counting 150,000 project materials costs far more than building a
// page). A count that filters on the entries' flags is kept for the data
// version it was counted at; any other reads only what the matching rows
// version covers (migration 0021), so it is kept under that one and matching
// a material leaves it.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { projectMaterials, projects } from "../schema";
import { keptByDataVersion, keptByVersion } from "./data-version";
import { conditions, readsEntryFlags, type MatchingQuery } from "./matching-filters";

async function countRows(db: Database, query: MatchingQuery): Promise<number> {
  let count = db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectMaterials)
    .$dynamic();
  // Projects are joined only when the search reads their columns.
  if (query.search) count = count.innerJoin(projects, eq(projects.id, projectMaterials.productionProjectId));
  const [row] = await count.where(and(...conditions(db, query)));
  return row?.count ?? 0;
}

/** Searches vary without end: the most recent few hundred counts are kept. */
const keepByData = keptByDataVersion<number>(500);
const keepByRows = keptByVersion<number>(500);

/** `rowsVersion`: the matching rows version read before (by the page's statement). */
export function countMatchingRows(db: Database, query: MatchingQuery, rowsVersion: string): Promise<number> {
  const key = JSON.stringify(query);
  const count = () => countRows(db, query);
  return readsEntryFlags(query) ? keepByData(db, key, count) : keepByRows(db, key, rowsVersion, count);
}
