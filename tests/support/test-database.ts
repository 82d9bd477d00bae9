// A fresh, migrated database for one test file: in-memory PGlite in its own
// thread by default, as the server runs it (lib/db/pglite-in-worker.ts),
// or a new throwaway database on the PostgreSQL server of TEST_DATABASE_URL
// (set by scripts/with-postgres.sh for the PostgreSQL run of the contract suite).
import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";

/** url: the PostgreSQL database's own address (none for PGlite). */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ inMemory: true, inWorker: true });
    await migrateDatabase(handle);
    return handle;
  }
  const { Client } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Which database the tests run on, for test names. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
