// Loads the demo data chunk by chunk of projects (100,000 polygons never sit
// in memory at once), table by table in bulk statements. Ids come from the
// generator; the serial sequences are moved past them afterwards so that rows
// the API creates later do not collide.
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "@/lib/db/client";
import * as t from "../schema";
import { generateDemoChunks } from "./generate";
import { insertRows, qualifiedName } from "./insert-rows";
import { demoTables, type DemoOptions, type DemoTable } from "./types";

const tables: Record<DemoTable, PgTable> = {
  statusValues: t.statusValues,
  packages: t.packages,
  departments: t.departments,
  projects: t.projects,
  polygons: t.polygons,
  polygonStatuses: t.polygonStatuses,
  projectMaterials: t.projectMaterials,
  polygonMaterials: t.polygonMaterials,
  polygonDepartments: t.polygonDepartments,
  polygonPackages: t.polygonPackages,
};

/** Projects generated (and held in memory) at a time. */
const projectsPerChunk = 1_000;

/** Moves each table's id sequence past the largest id, so the next insert gets a fresh one. */
async function resetSequences(db: Database): Promise<void> {
  for (const table of demoTables) {
    const { name, schema } = getTableConfig(tables[table]);
    const qualified = `${schema ?? "public"}.${name}`;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${qualified}, 'id'),
            coalesce((select max(id) from ${qualifiedName(tables[table])}), 0) + 1, false)`,
    );
  }
}

/** Status values the database already knows (their ids are kept; the value is unique). */
async function knownStatusIds(db: Database): Promise<Record<number, number>> {
  const rows = await db.select({ id: t.statusValues.id, value: t.statusValues.value }).from(t.statusValues);
  return Object.fromEntries(rows.map((row) => [row.value, row.id]));
}

/** The first free id of each table, so that a load never reuses an id. */
async function firstFreeIds(db: Database): Promise<Record<DemoTable, number>> {
  const entries = await Promise.all(
    demoTables.map(async (table) => {
      const [row] = await queryRows<{ next: number | string }>(
        db,
        sql`select coalesce(max(id), 0) + 1 as next from ${qualifiedName(tables[table])}`,
      );
      return [table, Number(row?.next ?? 1)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoTable, number>;
}

/**
 * Foreign keys are checked by a trigger per row: a third of the load time.
 * The generator assigns every reference itself (and load.test.ts checks each
 * one), so where the role may (PGlite always) the checks are off for this
 * transaction only; the constraints stay and guard every later write.
 */
async function skipReferenceChecks(tx: Database): Promise<() => Promise<void>> {
  const [role] = await queryRows<{ isSuperuser: boolean }>(
    tx,
    sql`select current_setting('is_superuser') = 'on' as "isSuperuser"`,
  );
  if (!role?.isSuperuser) return async () => {};
  await tx.execute(sql`set local session_replication_role = replica`);
  return async () => {
    await tx.execute(sql`set local session_replication_role = origin`);
  };
}

export type LoadOutcome = { projects: number; polygons: number };

/** Inserts the demo data in the caller's transaction (boot takes its lock first). */
export async function insertDemoData(tx: Database, options: DemoOptions): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { projects: 0, polygons: 0 };
  const restoreReferenceChecks = await skipReferenceChecks(tx);
  const firstIds = options.firstIds ?? (await firstFreeIds(tx));
  const statusIds = options.knownStatusIds ?? (await knownStatusIds(tx));
  const chunks = generateDemoChunks({ ...options, firstIds, knownStatusIds: statusIds }, projectsPerChunk);
  for (const chunk of chunks) {
    for (const table of demoTables) {
      await insertRows(tx, tables[table], chunk[table]);
    }
    outcome.projects += chunk.projects.length;
    outcome.polygons += chunk.polygons.length;
  }
  await resetSequences(tx);
  await restoreReferenceChecks();
  await analyzeTables(tx);
  return outcome;
}

/**
 * Fresh planner statistics after a bulk load. PGlite has no autovacuum, so
 * without them the planner guesses empty tables and scans instead of using
 * the indexes (matching/browse was 10× slower).
 */
export async function analyzeTables(db: Database): Promise<void> {
  await db.execute(sql`analyze production_api.projects, production_api.polygons, production_api.polygon_statuses,
    production_api.project_materials, production_api.polygon_materials, production_api.polygon_departments,
    production_api.polygon_packages, production_api.packages, production_api.departments`);
}

/** Generates and inserts the demo data in one transaction: all of it, or nothing. */
export async function loadDemoData(db: Database, options: DemoOptions): Promise<LoadOutcome> {
  return db.transaction((tx) => insertDemoData(tx, options));
}
