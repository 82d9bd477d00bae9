// Opens the database lazily (never at import or build time): PGlite on disk in
// DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite as PGliteClient } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock";
import { openPGliteInWorker } from "./pglite-in-worker";

export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * PGlite only: writes a gzipped tar of its data directory, taken between transactions, into
   * `file` (a new file, only the server's user may read it) and says its bytes (lib/ops/backup.ts).
   */
  dumpDataDir?: (file: string) => Promise<number>;
  /** PostgreSQL only: the pool's connections, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/** The dump runs inside a transaction of its own: PGlite then runs no other transaction meanwhile. */
const dumpOf = (client: PGliteClient) => async (file: string) => {
  await client.exec("CHECKPOINT");
  const blob = await client.transaction(() => client.dumpDataDir("gzip"));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  await writeFile(file, bytes, { mode: 0o600, flag: "wx" });
  return bytes.byteLength;
};

export type DatabaseTarget = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * PGlite in a thread of its own (lib/db/pglite-in-worker.ts): the default on disk, where the
   * server's requests must not wait for its statements; in memory (the tests) only when asked.
   */
  inWorker?: boolean;
};

/** Opens a database; the caller owns the handle (tests pass in-memory PGlite). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const pool = new Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection cut by a PostgreSQL restart is dropped from the pool, not a crash of the server;
    // requests meanwhile are answered 503 (lib/db/unavailable.ts).
    pool.on("error", (error) => console.warn(`[database] an idle connection was lost: ${error.message}`));
    return {
      db: drizzle(pool),
      kind: "postgres",
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  const inWorker = target.inWorker ?? !target.inMemory;
  if (target.inMemory && inWorker) {
    const worker = await openPGliteInWorker(undefined);
    return { db: drizzle({ client: worker.client as unknown as PGliteClient }), kind: "pglite", ...worker };
  }
  if (target.inMemory) {
    const client = await PGlite.create();
    return { db: drizzle(client), kind: "pglite", close: () => client.close(), dumpDataDir: dumpOf(client) };
  }
  const dataDir = target.dataDir ?? ".data";
  const release = lockDataDir(dataDir);
  try {
    if (inWorker) {
      const worker = await openPGliteInWorker(path.resolve(dataDir, "pglite"));
      return {
        db: drizzle({ client: worker.client as unknown as PGliteClient }),
        kind: "pglite",
        dumpDataDir: worker.dumpDataDir,
        close: async () => {
          await worker.close();
          release();
        },
      };
    }
    const client = await PGlite.create(path.resolve(dataDir, "pglite"));
    return {
      db: drizzle(client),
      kind: "pglite",
      dumpDataDir: dumpOf(client),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
