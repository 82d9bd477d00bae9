// totalResults of matching/browse. On PGlite, counting 60,000 project
// materials costs more than building the whole page, so counts that do not
// read the entries' matched/defect flags are kept per database and filter.
// Those counts depend only on project_materials and projects rows, which no
// operation edits or deletes: rows are only added (demo data, fixtures), which
// raises a highest id. So a kept count stays right while both highest ids are
// unchanged, which one index lookup each tells. Counts that read the flags
// change with every match and are always counted afresh.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { projectMaterials, projects } from "../schema";
import { conditions, readsEntryFlags, type MatchingQuery } from "./matching-filters";

type Kept = { stamp: string; count: number };
const keptCounts = new WeakMap<Database, Map<string, Kept>>();
/** Searches vary without end: keep the most recent few hundred counts. */
const maxKept = 500;

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

async function readStamp(db: Database): Promise<string> {
  const [row] = await db
    .select({
      materials: sql<number | null>`(select max(${projectMaterials.id}) from ${projectMaterials})`,
      projects: sql<number | null>`(select max(${projects.id}) from ${projects})`,
    })
    .from(sql`(select 1) as one`);
  return `${row?.materials ?? 0}/${row?.projects ?? 0}`;
}

export async function countMatchingRows(db: Database, query: MatchingQuery): Promise<number> {
  if (readsEntryFlags(query)) return countRows(db, query);
  const key = JSON.stringify([query.search ?? "", query.eanCode ?? "", query.productionProjectId ?? 0]);
  let kept = keptCounts.get(db);
  if (!kept) {
    kept = new Map<string, Kept>();
    keptCounts.set(db, kept);
  }
  const stamp = await readStamp(db);
  const hit = kept.get(key);
  if (hit?.stamp === stamp) return hit.count;
  const count = await countRows(db, query);
  kept.delete(key);
  kept.set(key, { stamp, count });
  if (kept.size > maxKept) kept.delete(kept.keys().next().value!);
  return count;
}
