// The PostgreSQL backup (pg_dump) taken while packers scan and stations move
// restores (pg_restore) into a new database with every write acknowledged
// before the backup began, every table of the app and the embedded API, and
// a restore over a database that has tables refused. Runs in the PostgreSQL
// pass (scripts/with-postgres.sh sets TEST_DATABASE_URL). Prints the figures.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { backupPostgres } from "@/lib/ops/backup";
import { restorePostgres, RestoreRefusedError } from "@/lib/ops/restore";
import { setUpApiRoutes } from "../support/api-session";
import { testDatabaseKind } from "../support/test-database";
import { expectAcknowledgedIn, loadWork, readAllTables, startWriting } from "./backup-load";

const ctx = setUpApiRoutes({ seed: false, settings: { PRODUCTION_API_TIMEOUT_MS: "60000" } });
const projects = Number(process.env.BACKUP_TEST_PROJECTS ?? 40);
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const restoredName = `restored_${randomBytes(4).toString("hex")}`;

async function admin(statement: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// Made by the test only (the PGlite pass skips it and leaves nothing behind).
let work = "";
afterAll(async () => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
  if (serverUrl) await admin(`drop database if exists ${restoredName} with (force)`);
});

describe.skipIf(testDatabaseKind !== "postgres")("a backup under load (PostgreSQL)", () => {
  it(
    "restores every acknowledged write into a new database",
    { timeout: Math.max(300_000, projects * 90) },
    async () => {
      const liveUrl = (ctx.handle as DatabaseHandle & { url?: string }).url;
      expect(liveUrl).toBeDefined();
      const load = await loadWork(ctx.handle.db, projects);
      const tablets = startWriting(load);
      const { acks } = tablets;
      await tablets.waitFor(30);

      work = fs.mkdtempSync(path.join(tmpdir(), "backup-pg-test-"));
      const file = path.join(work, "under-load.pgdump");
      const backupStartedAt = performance.now();
      const result = await backupPostgres(liveUrl!, file);
      const answeredDuring = acks.filter((ack) => ack.answeredAt > backupStartedAt).length;
      await tablets.waitFor(20);
      await tablets.stop();

      // Over the live database (it has tables): refused, nothing changed.
      await expect(restorePostgres(file, liveUrl!)).rejects.toBeInstanceOf(RestoreRefusedError);
      await admin(`create database ${restoredName}`);
      const restoredUrl = new URL(serverUrl);
      restoredUrl.pathname = `/${restoredName}`;
      const restoreStartedAt = performance.now();
      await restorePostgres(file, restoredUrl.toString());
      const restoreMs = performance.now() - restoreStartedAt;
      const restored = await openDatabase({ databaseUrl: restoredUrl.toString() });
      try {
        const tables = await readAllTables(restored.db);
        const live = await readAllTables(ctx.handle.db);
        expect([...tables.keys()].sort()).toEqual([...live.keys()].sort());
        // Tables no write of the stream touches are equal row for row.
        let rowsCompared = 0;
        for (const table of [
          "drizzle.__drizzle_migrations",
          "production_api.departments",
          "app.shared_secrets",
        ]) {
          expect({ table, rows: tables.get(table) }).toEqual({ table, rows: live.get(table) });
          rowsCompared += live.get(table)?.length ?? 0;
        }
        const rows = [...tables.values()].reduce((n, list) => n + list.length, 0);
        // Every write acknowledged before pg_dump began is in the restored database.
        const acked = acks.filter((ack) => ack.status === 200 && ack.answeredAt < backupStartedAt);
        expect(acked.length).toBeGreaterThan(0);
        await expectAcknowledgedIn(restored.db, acked);
        console.info(
          `[backup test, PostgreSQL] ${projects} projects: ${rows} rows in ${tables.size} tables restored ` +
            `(${rowsCompared} compared row for row); ${acked.length} writes acknowledged before the backup, ` +
            `${answeredDuring} answered while pg_dump ran (writes are not held), ${acks.length} in the stream; ` +
            `backup ${(result.bytes / 1e6).toFixed(2)} MB in ${result.ms} ms, restore ${Math.round(restoreMs)} ms`,
        );
      } finally {
        await restored.close();
      }
    },
  );
});
