// The embedded production API's data at server start: a new, empty database is
// filled with the deterministic demo data (when demo data is on); a database
// that holds data is never touched. The `demo` meta row records that the
// database was created with demo data (the login page lists demo logins then).
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { insertDemoData, type LoadOutcome } from "./demo/load";
import { departments, meta, projects } from "./schema";

export type BootOutcome = "loaded" | "existing" | "empty";

export type DemoSettings = { seed: number; projects: number; now: Date };

const demoMarkSchema = z.object({
  seed: z.number().int(),
  projects: z.number().int(),
  loadedAt: z.string(),
});
export type DemoMark = z.infer<typeof demoMarkSchema>;

const demoKey = "demo";

// Advisory lock namespace of the data boot (polygon packages use 7_301 and 7_302).
const bootLock = 7_300;

/** The tables of the embedded API, for a reset (nothing outside the schema refers to them). */
const embeddedTables = [
  "meta",
  "status_values",
  "packages",
  "departments",
  "projects",
  "polygons",
  "polygon_statuses",
  "project_materials",
  "polygon_materials",
  "polygon_departments",
  "polygon_packages",
] as const;

/** Empty means no projects and no departments: nothing anyone made or loaded. */
async function isEmpty(db: Database): Promise<boolean> {
  const [project] = await db.select({ id: projects.id }).from(projects).limit(1);
  if (project) return false;
  const [department] = await db.select({ id: departments.id }).from(departments).limit(1);
  return department === undefined;
}

/**
 * Loads the demo data in one transaction under an advisory lock, after
 * checking again that the database is empty (two starting servers, or a
 * server and the seed script, may race). `replace` empties the embedded
 * tables first instead. Null when the database already holds data.
 */
export async function loadDemoDataLocked(
  db: Database,
  settings: DemoSettings,
  { replace = false }: { replace?: boolean } = {},
): Promise<LoadOutcome | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${bootLock}, 0)`);
    if (replace) {
      const list = sql.raw(embeddedTables.map((table) => `production_api.${table}`).join(", "));
      await tx.execute(sql`truncate ${list} restart identity cascade`);
    } else if (!(await isEmpty(tx))) {
      return null;
    }
    const outcome = await insertDemoData(tx, settings);
    const mark: DemoMark = {
      seed: settings.seed,
      projects: settings.projects,
      loadedAt: settings.now.toISOString(),
    };
    await tx
      .insert(meta)
      .values({ key: demoKey, value: mark })
      .onConflictDoUpdate({ target: meta.key, set: { value: mark } });
    return outcome;
  });
}

export async function ensureEmbeddedData(
  db: Database,
  options: DemoSettings & { demoData: boolean },
): Promise<BootOutcome> {
  // Checked without the lock first: a server with data starts without waiting.
  if (!(await isEmpty(db))) return "existing";
  if (!options.demoData) return "empty";
  const outcome = await loadDemoDataLocked(db, options);
  return outcome ? "loaded" : "existing";
}

/** How the database was created with demo data, or null when it was not. */
export async function readDemoMark(db: Database): Promise<DemoMark | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, demoKey));
  const parsed = demoMarkSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function hasDemoData(db: Database): Promise<boolean> {
  return (await readDemoMark(db)) !== null;
}
