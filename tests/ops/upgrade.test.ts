// Upgrades from real data: the fixture is a data directory made by a release
// (tests/system/make-upgrade-fixture.ts, not by hand), an earlier one than this. Opened
// with this release's migrations (those its release lacked run over its rows)
// plus a next one, it is upgraded on open and served; a migration
// that fails leaves every row and every migration as they were, and says why.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "@/lib/db/client";
import { MigrationError, migrateDatabase, migrationsFolder } from "@/lib/db/migrate";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { startEmbeddedServer } from "../support/embedded-server";

const fixture = path.resolve("tests", "fixtures", "upgrade");
const manifest = JSON.parse(fs.readFileSync(path.join(fixture, "manifest.json"), "utf8")) as {
  migrations: number;
  counts: Record<string, number>;
};
/** How many migrations this release has: the fixture's release may have had fewer. */
const releaseMigrations = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;
const work = fs.mkdtempSync(path.join(tmpdir(), "upgrade-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The fixture unpacked into a data directory of its own. */
async function fixtureDataDir(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const dump = new Uint8Array(fs.readFileSync(path.join(fixture, "pglite-data-dir.tar.gz")));
  const client = await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: new Blob([dump]) });
  await client.close();
  return dataDir;
}

/** This release's migrations and one more, as the next release would ship it. */
function migrationsWithNext(name: string, statements: string[]): string {
  const folder = path.join(work, `migrations-${name}`);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, "0")}_${name}`;
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: last.when + 1000,
    tag,
    breakpoints: true,
  });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(folder, `${tag}.sql`), statements.join("\n--> statement-breakpoint\n"));
  return folder;
}

const count = async (handle: DatabaseHandle, table: string) =>
  Number((await queryRows<{ n: string }>(handle.db, sql.raw(`select count(*) as n from ${table}`)))[0]?.n);
const applied = (handle: DatabaseHandle) => count(handle, "drizzle.__drizzle_migrations");
const hasProbeColumn = async (handle: DatabaseHandle) =>
  (
    await queryRows(
      handle.db,
      sql`select 1 from information_schema.columns where table_schema = 'app' and table_name = 'employees' and column_name = 'upgrade_probe'`,
    )
  ).length > 0;

describe("upgrading a data directory made by a release", () => {
  it("applies the migrations on open and serves the data", { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ dataDir: await fixtureDataDir("upgraded") });
    try {
      expect(await applied(handle)).toBe(manifest.migrations);
      await migrateDatabase(handle); // the migrations this release has and the fixture's had not
      expect(await applied(handle)).toBe(releaseMigrations);
      await migrateDatabase(
        handle,
        migrationsWithNext("upgrade_probe", [
          "ALTER TABLE app.employees ADD COLUMN upgrade_probe integer NOT NULL DEFAULT 7",
        ]),
      );
      expect(await applied(handle)).toBe(releaseMigrations + 1);
      expect(await hasProbeColumn(handle)).toBe(true);
      for (const [table, rows] of Object.entries(manifest.counts))
        expect(await count(handle, table)).toBe(rows);
      // Served: the embedded API answers from the upgraded data as it did before.
      const server = await startEmbeddedServer(handle.db);
      try {
        const upstream = createProductionApiClient({
          baseUrl: server.baseUrl,
          getToken: () => server.token(1),
          retries: 0,
        });
        const [first] = await queryRows<{ id: number }>(
          handle.db,
          sql`select id from production_api.polygons order by id limit 1`,
        );
        const polygon = await upstream.polygon.getById({ id: first!.id });
        expect(polygon.id).toBe(first!.id);
        expect(polygon.statuses.length).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    } finally {
      await handle.close();
    }
  });

  it("leaves the data as it was when a migration fails, and says why", { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ dataDir: await fixtureDataDir("failed") });
    try {
      const broken = migrationsWithNext("broken", [
        "ALTER TABLE app.employees ADD COLUMN upgrade_probe integer",
        "UPDATE app.employees SET upgrade_probe = 1 / (id - id)",
      ]);
      const failure = await migrateDatabase(handle, broken).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as Error).message).toMatch(
        /left as it was \(none of (\d{4}_\w+, )*\d{4}_broken applied\): division by zero/,
      );
      expect(await applied(handle)).toBe(manifest.migrations);
      expect(await hasProbeColumn(handle)).toBe(false);
      for (const [table, rows] of Object.entries(manifest.counts))
        expect(await count(handle, table)).toBe(rows);
    } finally {
      await handle.close();
    }
  });
});
