// Cuts at one department are handled one at a time, across every app server
// on the database: each cut reads the plan that the cut before it changed, so
// two quick scans of a line's ticket take two different pieces and the last
// one finds the line cut (docs/cutting.md, "One cut at a time, on every server").
import { sql } from "drizzle-orm";
import { processWide } from "@/lib/base/process-wide";
import type { Database } from "@/lib/db/client";
import { replanAfterCut } from "../queue/kept-plans";

/**
 * Namespace of the cut lock (first key of pg_advisory_xact_lock(int, int), the
 * department's id the second); the embedded API's locks use 7300–7302.
 */
const cutLock = 7_330;

/** Per database handle (one per process in production), per department: the cut running now, then the next. */
const chains = processWide(
  "cut-list-one-at-a-time",
  () => new WeakMap<Database, Map<number, Promise<unknown>>>(),
);

/**
 * PostgreSQL through node-postgres' pool: a lock held in one session leaves the
 * pool's other connections free for the cut's own work. (PGlite is one session
 * in one process: a transaction held open there would block that work, and the
 * chain alone already covers its only process.)
 */
function isPool(db: Database): boolean {
  // drizzle keeps the driver's client on the instance; PgDatabase's type does not name it.
  const client: unknown = (db as { $client?: unknown }).$client;
  return typeof client === "object" && client !== null && "totalCount" in client && "connect" in client;
}

/** On PostgreSQL, runs `run` while this session holds the department's cut lock (other servers wait for it). */
function underCutLock<T>(db: Database, departmentId: number, run: () => Promise<T>): Promise<T> {
  if (!isPool(db)) return run();
  // The transaction only holds the lock; the cut's reads and writes go through the pool and are
  // committed by the time it ends, so the next server's cut sees them.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${cutLock}, ${departmentId})`);
    return run();
  });
}

/**
 * Runs a cut of this department after the ones before it, in this process (a
 * promise chain: no database round trip while a cutter scans quickly) and
 * across processes (the advisory lock).
 */
export function oneCutAtATime<T>(db: Database, departmentId: number, run: () => Promise<T>): Promise<T> {
  let ofDb = chains.get(db);
  if (!ofDb) chains.set(db, (ofDb = new Map<number, Promise<unknown>>()));
  const chain = ofDb;
  const before = chain.get(departmentId) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(() => underCutLock(db, departmentId, run));
  chain.set(departmentId, next);
  const forget = () => {
    if (chain.get(departmentId) === next) chain.delete(departmentId);
  };
  // The cut is written: the department's next plan is made in the background, the answer goes now.
  next.then(() => {
    forget();
    replanAfterCut(db, departmentId);
  }, forget);
  return next;
}
