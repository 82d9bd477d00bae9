// A backup taken while packers scan and stations move restores whole: every
// table of the restored data directory equals, row for row, what the live
// database held at the backup's moment; every write acknowledged before the
// backup began is in it; no request is half in it (an audit row under way, a
// package packed upstream without its pack event). Prints the figures.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "@/lib/db/client";
import { backupPglite } from "@/lib/ops/backup";
import { restorePglite, RestoreRefusedError } from "@/lib/ops/restore";
import { migrateDatabase } from "@/lib/db/migrate";
import { setUpApiRoutes } from "../support/api-session";
import { testDatabaseKind } from "../support/test-database";
import { expectAcknowledgedIn, loadWork, readAllTables, startWriting } from "./backup-load";

const work = fs.mkdtempSync(path.join(tmpdir(), "backup-test-"));
const dataDir = path.join(work, "live");
// One database, as in production: the server's own PGlite in DATA_DIR, for the app's tables and the embedded API's.
const ctx = setUpApiRoutes({
  seed: false,
  // At 100k polygons a department's first queue read takes more than the default 10 s on a busy machine.
  settings: { DATA_DIR: dataDir, PRODUCTION_API_TIMEOUT_MS: "120000" },
  database: async () => {
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    // The process-wide database of lib/server/database.ts (what getDatabase() answers) is this one.
    const holder = globalThis as { __shopfloorDb?: { opening?: Promise<DatabaseHandle> } };
    (holder.__shopfloorDb ??= {}).opening = Promise.resolve(handle);
    return handle;
  },
});
const projects = Number(process.env.BACKUP_TEST_PROJECTS ?? 40);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe.skipIf(testDatabaseKind !== "pglite")("a backup under load (PGlite)", () => {
  it(
    "restores every acknowledged write and nothing half-written",
    { timeout: Math.max(300_000, projects * 90) },
    async () => {
      const db = ctx.handle.db;
      const load = await loadWork(db, projects);
      const { barcodes } = load;
      // Two tablets: one scanning packages, one starting station work, until told to stop.
      const tablets = startWriting(load);
      const { acks } = tablets;
      await tablets.waitFor(30);

      const file = path.join(work, "under-load.tar");
      let atBackup = new Map<string, string[]>();
      // The test's own read of every table happens with writes held too: not part of the backup's time.
      let readMs = 0;
      const backupStartedAt = performance.now();
      const acknowledgedBefore = acks.filter((ack) => ack.status === 200).length;
      const result = await backupPglite(ctx.handle, dataDir, file, {
        whileHeld: async () => {
          const readStartedAt = performance.now();
          atBackup = await readAllTables(db);
          readMs = performance.now() - readStartedAt;
        },
      });
      await tablets.waitFor(20);
      await tablets.stop();

      const restoreStartedAt = performance.now();
      const freshDir = path.join(work, "restored");
      await restorePglite(file, freshDir);
      const restoreMs = performance.now() - restoreStartedAt;
      await expect(restorePglite(file, freshDir)).rejects.toBeInstanceOf(RestoreRefusedError);
      const restored = await openDatabase({ dataDir: freshDir });
      try {
        const tables = await readAllTables(restored.db);
        // Every table, every row: the restored data is what the app held at the backup's moment.
        expect([...tables.keys()].sort()).toEqual([...atBackup.keys()].sort());
        let rowsCompared = 0;
        for (const [table, rows] of atBackup) {
          expect({ table, rows: tables.get(table) }).toEqual({ table, rows });
          rowsCompared += rows.length;
        }
        // The writes acknowledged before the backup began are in it ...
        const acked = acks.filter((ack) => ack.status === 200 && ack.answeredAt < backupStartedAt);
        expect(acked.length).toBeGreaterThanOrEqual(Math.min(acknowledgedBefore, 1));
        await expectAcknowledgedIn(restored.db, acked);
        const audited = await queryRows<{ action: string; status: number; count: string }>(
          restored.db,
          sql`select action, status, count(*) as count from app.audit_log group by action, status`,
        );
        const auditedOk = audited
          .filter((row) => row.status === 200)
          .reduce((n, row) => n + Number(row.count), 0);
        expect(auditedOk).toBeGreaterThanOrEqual(acked.length);
        // ... and nothing is half-written: no request under way, no package packed without its pack event.
        expect(audited.filter((row) => row.status === 102)).toEqual([]);
        const barcodesOf = async (query: ReturnType<typeof sql>) =>
          new Set((await queryRows<{ barcode: string }>(restored.db, query)).map((row) => row.barcode));
        const packed = await barcodesOf(
          sql`select barcode from production_api.polygon_packages where packed_at is not null`,
        );
        const events = await barcodesOf(
          sql`select p.barcode from app.pack_events e join production_api.polygon_packages p
              on p.id = e.polygon_package_id where e.action = 'pack'`,
        );
        const scanned = barcodes.filter((barcode) => packed.has(barcode));
        expect(scanned.filter((barcode) => !events.has(barcode))).toEqual([]);
        console.info(
          `[backup test] ${projects} projects (seeded in ${Math.round(load.seedMs / 1000)} s): ${rowsCompared} rows in ${atBackup.size} tables compared; ` +
            `${acked.length} writes acknowledged before the backup, ${acks.length} in the stream; ` +
            `backup ${(result.bytes / 1e6).toFixed(2)} MB in ${Math.round(result.ms - readMs)} ms (writes held meanwhile; ` +
            `the test's read of every table ${Math.round(readMs)} ms more), ` +
            `restore ${Math.round(restoreMs)} ms`,
        );
      } finally {
        await restored.close();
      }
    },
  );
});
