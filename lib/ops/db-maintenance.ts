// Table upkeep on PGlite, which has no autovacuum: a table that has grown,
// changed much, or was never vacuumed since it was last analyzed gets
// `VACUUM (ANALYZE)`, at start and later whenever the floor is quiet. Without it
// the dead rows of every update stay on disk for good (a few benchmark runs grew
// the polygons' table by 18 %), the planner keeps the statistics of the day the
// data was loaded, and no page is ever marked all-visible, so an index-only scan
// still reads the table. PostgreSQL's own autovacuum does this there.
// docs/deploy.md, "Table upkeep".
import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { queryRows, type Database, type DatabaseHandle } from "@/lib/db/client";
import { logger } from "@/lib/server/logger";
import { metrics } from "@/lib/server/metrics";
import { msSinceLastRequest } from "@/lib/server/request-observer";

/** Why a table is due (autovacuum's own rules, and growth, which survives a restart). */
export type UpkeepReason = "grown" | "not vacuumed" | "changed" | "dead rows";
export type DueTable = { schema: string; table: string; reason: UpkeepReason; pages: number };

type TableFacts = {
  schema: string;
  table: string;
  rows: number;
  pagesAtAnalyze: number;
  /** Pages whose rows every transaction sees, at the last VACUUM: an index-only scan need not read them. */
  pagesAllVisible: number;
  pagesNow: number;
  dead: number;
  changed: number;
};

/** This process's counts of changed rows, held in memory until asked, into the statistics views. */
const flushCounts = (db: Database) => db.execute(sql`select pg_stat_force_next_flush()`);

/**
 * Every user table with what the planner last learned of it (pg_class, set by
 * the last VACUUM or ANALYZE) beside what it is now: its size on disk, and this
 * process's counts of changed and dead rows (PGlite keeps them in memory only,
 * flushed here first, so a restart forgets them; the size does not).
 */
async function tableFacts(db: Database): Promise<TableFacts[]> {
  await flushCounts(db);
  const rows = await queryRows<{
    schema: string;
    table: string;
    rows: number | string;
    pages_at_analyze: number | string;
    pages_all_visible: number | string;
    pages_now: number | string;
    dead: number | string | null;
    changed: number | string | null;
  }>(
    db,
    sql`select n.nspname as schema, c.relname as table, c.reltuples as rows, c.relpages as pages_at_analyze,
          c.relallvisible as pages_all_visible,
          pg_relation_size(c.oid) / current_setting('block_size')::int as pages_now,
          s.n_dead_tup as dead, s.n_mod_since_analyze as changed
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
        where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`,
  );
  return rows.map((row) => ({
    schema: row.schema,
    table: row.table,
    rows: Math.max(0, Number(row.rows)),
    pagesAtAnalyze: Number(row.pages_at_analyze),
    pagesAllVisible: Number(row.pages_all_visible),
    pagesNow: Number(row.pages_now),
    dead: Number(row.dead ?? 0),
    changed: Number(row.changed ?? 0),
  }));
}

/** Pages a table may gain, or hold not all visible, before it is due: 10 %, and 8 pages (64 KB) more. */
const slack = (pages: number) => pages * 0.1 + 8;

function reasonOf(facts: TableFacts): UpkeepReason | null {
  if (facts.pagesNow - facts.pagesAtAnalyze > slack(facts.pagesAtAnalyze)) return "grown";
  // Loaded or rewritten and only analyzed since (the demo load, a table from before this upkeep).
  if (facts.pagesAtAnalyze - facts.pagesAllVisible > slack(facts.pagesAtAnalyze)) return "not vacuumed";
  if (facts.dead > 50 + 0.2 * facts.rows) return "dead rows";
  if (facts.changed > 50 + 0.1 * facts.rows) return "changed";
  return null;
}

/** The tables due for upkeep, the largest first. */
export async function dueTables(db: Database): Promise<DueTable[]> {
  return (await tableFacts(db))
    .flatMap((facts) => {
      const reason = reasonOf(facts);
      return reason ? [{ schema: facts.schema, table: facts.table, reason, pages: facts.pagesNow }] : [];
    })
    .sort((a, b) => b.pages - a.pages);
}

type Maintained = DueTable & { ms: number };
export type UpkeepPass = { maintained: Maintained[]; isStopped: boolean };

/**
 * `VACUUM (ANALYZE)` of each due table, one at a time; `mayGoOn` is asked
 * before each (PGlite runs one statement at a time: a request waits for the
 * table being done, 0.2 to 0.6 s at 100,000 polygons, never for the whole pass),
 * and `onDone` told of each as soon as it is done.
 */
export async function maintainTables(
  db: Database,
  mayGoOn: () => boolean = () => true,
  onDone: (table: Maintained) => void = () => undefined,
): Promise<UpkeepPass> {
  const maintained: Maintained[] = [];
  for (const due of await dueTables(db)) {
    if (!mayGoOn()) return { maintained, isStopped: true };
    const startedAt = performance.now();
    // The counts held until now are flushed first, or they would count as changes made after it.
    await flushCounts(db);
    await db.execute(sql`vacuum (analyze) ${sql.identifier(due.schema)}.${sql.identifier(due.table)}`);
    const done = { ...due, ms: Math.round(performance.now() - startedAt) };
    maintained.push(done);
    onDone(done);
  }
  return { maintained, isStopped: false };
}

/** How long no API request has started before the floor counts as quiet. */
export const quietMs = 10_000;
/** How often a quiet server looks for due tables: every 5 minutes. */
const lookEvery = "0 */5 * * * *";

async function upkeep(db: Database, when: "start" | "quiet", mayGoOn: () => boolean): Promise<void> {
  const log = logger().child({ job: "table-upkeep" });
  try {
    await maintainTables(db, mayGoOn, (table) => {
      metrics().tableUpkeep.inc({ outcome: "ok" });
      log.info(
        {
          table: `${table.schema}.${table.table}`,
          reason: table.reason,
          pages: table.pages,
          durationMs: table.ms,
          when,
        },
        "table vacuumed and analyzed",
      );
    });
  } catch (error) {
    metrics().tableUpkeep.inc({ outcome: "failed" });
    log.error({ err: error instanceof Error ? error.message : String(error), when }, "table upkeep failed");
  }
}

/**
 * PGlite only. The pass at start runs before the kept lists are loaded (their
 * queries then plan on fresh statistics); later passes only while no request
 * has started for `quietMs`, and stop between tables when one does.
 */
export async function startTableUpkeep(handle: DatabaseHandle): Promise<Cron | null> {
  if (handle.kind !== "pglite") return null;
  await upkeep(handle.db, "start", () => true);
  const isQuiet = () => msSinceLastRequest() >= quietMs;
  // croner: a pass still running when the next look is due is not started twice.
  return new Cron(lookEvery, { protect: true, unref: true, name: "table-upkeep" }, async () => {
    if (isQuiet()) await upkeep(handle.db, "quiet", isQuiet);
  });
}
