// Server start: settings, database, embedded demo data. Any failure is fatal,
// with a sentence naming the cause (never a stack trace for a known problem).
import type { Database } from "@/lib/db/client";
import { env, SettingsError } from "@/lib/env";
import { DataDirInUseError } from "@/lib/db/data-dir-lock";
import { MigrationError } from "@/lib/db/migrate";
import { getDatabaseHandle } from "@/lib/server/database";
import { productionApiSecret } from "@/lib/server/production-api-secret";
import { loadSharedSecrets } from "@/lib/server/shared-secrets";
import { underStartupLock } from "@/lib/server/startup-lock";
import { installLogRedaction, logError } from "@/lib/base/log";

/** The demo employees, in their departments (cutting, sewing, assembly) of the embedded demo data. */
async function ensureDemoStaff(db: Database, departmentIdsByCode: Record<string, number>): Promise<void> {
  const { ensureDemoEmployees } = await import("@/lib/auth/demo-employees");
  const outcome = await ensureDemoEmployees(db, { departmentIdsByCode });
  console.info(`[startup] demo employees: ${outcome}`);
}

/** The demo floor's past jobs as working time (docs/planning.md, "The demo's history"). */
async function ensureDemoWorkTime(db: Database, seed: number): Promise<void> {
  const [{ demoWorkHistory }, { ensureDemoWorkHistory }] = await Promise.all([
    import("@/lib/server/embedded-api"),
    import("@/lib/work-time/demo-history"),
  ]);
  const outcome = await ensureDemoWorkHistory(db, await demoWorkHistory(db, seed, new Date()));
  console.info(`[startup] demo working time: ${outcome}`);
}

/** The demo's product types in Dutch (an admin changes them at /admin/product-names). */
async function ensureDemoProductNamesNl(db: Database): Promise<void> {
  const [{ demoProductNamesNl }, { ensureDemoProductNames }] = await Promise.all([
    import("@/lib/server/embedded-api"),
    import("@/lib/workflow/product-names"),
  ]);
  console.info(
    `[startup] demo product names: ${await ensureDemoProductNames(db, await demoProductNamesNl())}`,
  );
}

/**
 * The demo's quality checklists at QC (docs/quality.md): kept once, an admin's changes stand.
 * QC's id is read as the demo's first employee would (hub id 1); a failure here leaves the
 * demo without checklists, not the server without a start.
 */
async function ensureDemoQuality(db: Database): Promise<void> {
  const [{ ensureDemoChecklists }, { upstreamAs }] = await Promise.all([
    import("@/lib/quality/demo-checklists"),
    import("@/lib/route/upstream"),
  ]);
  try {
    const departments = await upstreamAs(1).department.getAll();
    const idsByCode = Object.fromEntries(departments.map((d) => [d.code.toUpperCase(), d.id]));
    console.info(`[startup] demo quality checklists: ${await ensureDemoChecklists(db, idsByCode)}`);
  } catch (error) {
    logError("[startup] the demo's quality checklists could not be kept:", error);
  }
}

/** The demo fabric stock (docs/rolls.md): rolls and offcuts of the fabrics the demo orders use. */
async function ensureDemoStock(db: Database, seed: number): Promise<void> {
  const [{ demoFabrics }, { ensureDemoRolls }] = await Promise.all([
    import("@/lib/server/embedded-api"),
    import("@/lib/cutting/rolls/demo-stock"),
  ]);
  console.info(`[startup] demo fabric stock: ${await ensureDemoRolls(db, await demoFabrics(db), { seed })}`);
}

/** The demo's cut history with lots (docs/traceability.md): after the stock, which it leaves as it is. */
async function ensureDemoCuts(db: Database, seed: number): Promise<void> {
  const [{ demoFabrics, demoCutLines }, { ensureDemoCutHistory }] = await Promise.all([
    import("@/lib/server/embedded-api"),
    import("@/lib/cutting/rolls/demo-cut-history"),
  ]);
  const fabrics = await demoFabrics(db);
  const lines = await demoCutLines(
    db,
    fabrics.map((f) => f.materialCode),
  );
  console.info(`[startup] demo cut history: ${await ensureDemoCutHistory(db, fabrics, lines, { seed })}`);
}

export async function startServer(): Promise<void> {
  // First: every later log line of this process, Next's own included, is redacted.
  installLogRedaction();
  try {
    const settings = env();
    const handle = await getDatabaseHandle();
    await loadSharedSecrets(handle.db);
    await underStartupLock(settings.DATABASE_URL, "demo-data", async () => {
      // The status workflow, with a real upstream too: the API has no catalogue of its own.
      const { ensureDefaultWorkflow } = await import("@/lib/workflow/store");
      console.info(`[startup] status workflow: ${await ensureDefaultWorkflow(handle.db)}`);
      if (settings.EMBEDDED_PRODUCTION_API) {
        productionApiSecret();
        const { prepareEmbeddedApi } = await import("@/lib/server/embedded-api");
        const { outcome, demoDepartmentIds } = await prepareEmbeddedApi(handle.db, settings);
        console.info(`[startup] database ready (${handle.kind}); embedded production API data: ${outcome}`);
        // Demo employees only in a database that was created with demo data.
        if (demoDepartmentIds) {
          await ensureDemoStaff(handle.db, demoDepartmentIds);
          await ensureDemoProductNamesNl(handle.db);
          await ensureDemoQuality(handle.db);
          await ensureDemoStock(handle.db, settings.DEMO_SEED);
          await ensureDemoCuts(handle.db, settings.DEMO_SEED);
          await ensureDemoWorkTime(handle.db, settings.DEMO_SEED);
        }
      } else {
        console.info(
          `[startup] database ready (${handle.kind}); production API at ${settings.PRODUCTION_API_URL}`,
        );
      }
    });
    // The embedded API beside Next, on `npm start`'s own listener (server/serve.mjs); answers 404 when switched off.
    const [{ registerDirectApi }, { serveEmbeddedApi }] = await Promise.all([
      import("@/lib/server/direct-api.mjs"),
      import("@/lib/server/embedded-api"),
    ]);
    registerDirectApi(serveEmbeddedApi);
    // The print queue sends what waited before a restart; a bad LABEL_PRINTERS stopped the start above.
    const { startPrintQueueWithServer } = await import("@/lib/warm-up/print-queue");
    await startPrintQueueWithServer(handle.db);
    // Backups (docs/deploy.md): the local admin token `npm run backup` asks a PGlite server with, and the schedule.
    const { opsToken } = await import("@/lib/ops/ops-token");
    if (!settings.DATABASE_URL) opsToken(settings.DATA_DIR);
    const { startBackupSchedule } = await import("@/lib/ops/backup-schedule");
    startBackupSchedule(handle, settings);
    // The metrics watch every upstream call from here on, the warm-up's included.
    const { metrics } = await import("@/lib/server/metrics");
    metrics();
    // In the background: the server answers meanwhile (a request for a list being loaded waits for it).
    // On PGlite, the tables due for upkeep (grown, never vacuumed, much changed) are vacuumed and
    // analyzed first, so the lists' queries plan on fresh statistics (docs/deploy.md, "Table upkeep").
    const [{ warmSharedLists }, { startTableUpkeep }] = await Promise.all([
      import("@/lib/warm-up/warm-up"),
      import("@/lib/ops/db-maintenance"),
    ]);
    void warmSharedLists(
      handle.db,
      startTableUpkeep(handle).then(() => undefined),
    );
  } catch (error) {
    if (
      error instanceof SettingsError ||
      error instanceof DataDirInUseError ||
      error instanceof MigrationError
    ) {
      console.error(`[startup] ${error.message}`);
    } else {
      logError("[startup] the server could not start:", error);
    }
    process.exit(1);
  }
}
