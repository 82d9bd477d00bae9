// `npx tsx tests/system/make-upgrade-fixture.ts`: makes the upgrade test's fixture
// (tests/fixtures/upgrade/): a PGlite data directory as this release leaves it
// after its first start (migrations, a small demo workshop, the demo employees,
// the status workflow), as PGlite's own dump, and a manifest of what it holds.
// Run it on a release before its migrations change; the test upgrades from it.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ensureDemoEmployees } from "../../lib/auth/demo-employees";
import { openDatabase, queryRows } from "../../lib/db/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { loadDemoDataLocked } from "../../lib/embedded-api/boot";
import { shippedMigrations } from "../../lib/ops/health";
import { ensureDefaultWorkflow } from "../../lib/workflow/store";

const out = path.resolve(import.meta.dirname, "..", "fixtures", "upgrade");
const projects = 3;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), "upgrade-fixture-"));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateDatabase(handle);
    await ensureDefaultWorkflow(handle.db);
    const outcome = await loadDemoDataLocked(handle.db, {
      seed: 20261123,
      projects,
      now: new Date("2026-11-23T08:00:00Z"),
    });
    if (!outcome) throw new Error("the new database was not empty");
    const departments = await queryRows<{ id: number; code: string }>(
      handle.db,
      sql`select id, code from production_api.departments`,
    );
    await ensureDemoEmployees(handle.db, {
      departmentIdsByCode: Object.fromEntries(departments.map((d) => [d.code, d.id])),
    });
    const count = async (table: string) =>
      Number(
        (await queryRows<{ n: string }>(handle.db, sql.raw(`select count(*) as n from ${table}`)))[0]?.n,
      );
    const manifest = {
      release: (JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string }).version,
      migrations: shippedMigrations(),
      counts: {
        "production_api.projects": await count("production_api.projects"),
        "production_api.polygons": await count("production_api.polygons"),
        "app.employees": await count("app.employees"),
      },
    };
    fs.mkdirSync(out, { recursive: true });
    const dumpFile = path.join(out, "pglite-data-dir.tar.gz");
    fs.rmSync(dumpFile, { force: true });
    const bytes = await handle.dumpDataDir!(dumpFile);
    fs.writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    console.info(`Upgrade fixture: ${(bytes / 1e6).toFixed(1)} MB, ${JSON.stringify(manifest)}`);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
