// A backup taken while packers scan and stations move restores whole: every
// table of the restored data directory equals, row for row, what the live
// database held at the backup's moment; every write acknowledged before the
// backup began is in it; no request is half in it (an audit row under way, a
// package packed upstream without its pack event). Prints the figures.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as scanRoute from "@/app/api/pack/scan/route";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "@/lib/db/client";
import { loadDemoDataLocked } from "@/lib/embedded-api/boot";
import * as t from "@/lib/embedded-api/schema";
import { backupPglite } from "@/lib/ops/backup";
import { restorePglite, RestoreRefusedError } from "@/lib/ops/restore";
import { migrateDatabase } from "@/lib/db/migrate";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { testDatabaseKind } from "../support/test-database";

const work = fs.mkdtempSync(path.join(tmpdir(), "backup-test-"));
const dataDir = path.join(work, "live");
// One database, as in production: the server's own PGlite in DATA_DIR, for the app's tables and the embedded API's.
const ctx = setUpApiRoutes({
  seed: false,
  settings: { DATA_DIR: dataDir },
  database: async () => {
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    // The process-wide database of lib/server/database.ts (what getDatabase() answers) is this one.
    const holder = globalThis as { __shopfloorDb?: { opening?: Promise<DatabaseHandle> } };
    (holder.__shopfloorDb ??= {}).opening = Promise.resolve(handle);
    return handle;
  },
});
const supervisor = employee(["supervisor"]);
const projects = Number(process.env.BACKUP_TEST_PROJECTS ?? 40);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Ack = { kind: "scan" | "move"; key: string; status: number; answeredAt: number };

/** Every row of every table of the app, the embedded API and the migrations, as sorted JSON lines per table. */
async function readAllTables(db: Database): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('app', 'production_api', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  const all = new Map<string, string[]>();
  for (const { schema, name } of tables) {
    const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${schema}"."${name}"`));
    all.set(`${schema}.${name}`, rows.map((row) => JSON.stringify(row)).sort());
  }
  return all;
}

describe.skipIf(testDatabaseKind !== "pglite")("a backup under load (PGlite)", () => {
  it(
    "restores every acknowledged write and nothing half-written",
    { timeout: Math.max(300_000, projects * 90) },
    async () => {
      const db = ctx.handle.db;
      await loadDemoDataLocked(db, { seed: 20261123, projects, now: new Date("2026-11-23T08:00:00Z") });
      // The packages not packed yet, and the polygons waiting to be started in each department's queue.
      const barcodes = (
        await db
          .select({ barcode: t.polygonPackages.barcode })
          .from(t.polygonPackages)
          .where(isNull(t.polygonPackages.packedAt))
      )
        .map((row) => row.barcode)
        .filter((barcode): barcode is string => barcode !== null);
      const moves: { id: number; polygonId: number }[] = [];
      for (const { id } of await db.select({ id: t.departments.id }).from(t.departments)) {
        const request = await apiRequest(`/api/departments/${id}/queue?limit=200`, { as: supervisor });
        const queue = await json<{ items: { id: number; nextStep: string | null }[] }>(
          await queueRoute.GET(request, routeParams({ id })),
        );
        for (const item of queue.items) if (item.nextStep === "start") moves.push({ id, polygonId: item.id });
      }
      const acks: Ack[] = [];
      let isStopped = false;
      const scanNext = async (barcode: string) => {
        const request = await apiRequest("/api/pack/scan", {
          method: "POST",
          as: supervisor,
          body: { barcode },
        });
        const response = await scanRoute.POST(request);
        acks.push({ kind: "scan", key: barcode, status: response.status, answeredAt: performance.now() });
      };
      const moveNext = async ({ id, polygonId }: { id: number; polygonId: number }) => {
        const path = `/api/departments/${id}/polygons/${polygonId}/start`;
        const request = await apiRequest(path, { method: "POST", as: supervisor });
        const response = await startRoute.POST(request, routeParams({ id, polygonId }));
        acks.push({
          kind: "move",
          key: `${id}/${polygonId}`,
          status: response.status,
          answeredAt: performance.now(),
        });
      };
      // Two tablets: one scanning packages, one starting station work, until told to stop.
      const stream = Promise.all([
        (async () => {
          for (const barcode of barcodes) if (!isStopped) await scanNext(barcode);
        })(),
        (async () => {
          for (const move of moves) if (!isStopped) await moveNext(move);
        })(),
      ]);
      const total = barcodes.length + moves.length;
      while (acks.length < Math.min(30, total / 2)) await new Promise((resolve) => setTimeout(resolve, 20));

      const file = path.join(work, "under-load.tar");
      let atBackup = new Map<string, string[]>();
      const backupStartedAt = performance.now();
      const acknowledgedBefore = acks.filter((ack) => ack.status === 200).length;
      const result = await backupPglite(ctx.handle, dataDir, file, {
        whileHeld: async () => void (atBackup = await readAllTables(db)),
      });
      const writtenAfter = acks.length;
      while (acks.length < Math.min(writtenAfter + 20, total))
        await new Promise((resolve) => setTimeout(resolve, 20));
      isStopped = true;
      await stream;

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
        const packed = new Set(
          (
            await queryRows<{ barcode: string }>(
              restored.db,
              sql`select barcode from production_api.polygon_packages where packed_at is not null`,
            )
          ).map((row) => row.barcode),
        );
        for (const ack of acked.filter((a) => a.kind === "scan")) expect(packed).toContain(ack.key);
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
        const events = new Set(
          (
            await queryRows<{ barcode: string }>(
              restored.db,
              sql`select p.barcode from app.pack_events e join production_api.polygon_packages p
              on p.id = e.polygon_package_id where e.action = 'pack'`,
            )
          ).map((row) => row.barcode),
        );
        const scanned = barcodes.filter((barcode) => packed.has(barcode));
        expect(scanned.filter((barcode) => !events.has(barcode))).toEqual([]);
        console.info(
          `[backup test] ${projects} projects: ${rowsCompared} rows in ${atBackup.size} tables compared; ` +
            `${acked.length} writes acknowledged before the backup, ${acks.length} in the stream; ` +
            `backup ${(result.bytes / 1e6).toFixed(2)} MB in ${result.ms} ms (writes held meanwhile), ` +
            `restore ${Math.round(restoreMs)} ms`,
        );
      } finally {
        await restored.close();
      }
    },
  );
});
