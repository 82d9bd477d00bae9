// totalResults of matching/browse: counted in the database, and kept for the
// data version it was counted at (on PGlite, counting 150,000 project
// materials costs far more than building a page).
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { projectMaterials, projects } from "../schema";
import { keptByDataVersion } from "./data-version";
import { conditions, type MatchingQuery } from "./matching-filters";

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
const keepCount = keptByDataVersion<number>(500);

export function countMatchingRows(db: Database, query: MatchingQuery): Promise<number> {
  return keepCount(db, JSON.stringify(query), () => countRows(db, query));
}
