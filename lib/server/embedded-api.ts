// The embedded production API of this server: one handler per process, built
// on first request, over the process-wide database and the shared secret.
// Others reach it over HTTP at /production-api; this server's own gateway hands
// each call over in process (embeddedApiTransport): no loopback, and no
// Request, Response or body streams at either end.
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { env, type Env } from "@/lib/env";
import { createFaultSwitch } from "@/lib/embedded-api/faults";
import { createEmbeddedApiHandler, type EmbeddedApiHandler } from "@/lib/embedded-api/handler";
import { inProcessTransport } from "@/lib/embedded-api/transport";
import { getDatabase } from "./database";
import { handlerHolder, switchedOffAnswer } from "./in-process-server";
import { productionApiSecret } from "./production-api-secret";

/** The fault switch is for tests: refused (no such path) in production unless TEST_FAULTS is on. */
export const hasFaultSwitch = (settings: Pick<Env, "NODE_ENV" | "TEST_FAULTS">) =>
  settings.NODE_ENV !== "production" || settings.TEST_FAULTS;

// One for every bundle of the process: a fault switched on over HTTP also hits the in-process calls.
const embedded = handlerHolder("embedded-api");

/** The process's handler; undefined when the embedded API is switched off. */
function embeddedHandler(): EmbeddedApiHandler | undefined {
  if (!env().EMBEDDED_PRODUCTION_API) return undefined;
  embedded.handler ??= createEmbeddedApiHandler({
    getDb: getDatabase,
    secret: productionApiSecret(),
    faults: hasFaultSwitch(env()) ? createFaultSwitch() : undefined,
  });
  return embedded.handler as EmbeddedApiHandler;
}

const switchedOff = () => switchedOffAnswer("Not found", "the embedded production API is switched off");

export async function serveEmbeddedApi(request: Request): Promise<Response> {
  return (await embeddedHandler()?.(request)) ?? switchedOff();
}

/** The transport of this server's own calls to its embedded API: handed over in process (no loopback). */
export const embeddedApiTransport = inProcessTransport(
  async (call) => (await embeddedHandler()?.answer(call)) ?? switchedOff(),
);

/**
 * At server start: the embedded API's tables and demo data. Answers what was
 * done, and the ids of the departments by their codes when the database holds
 * demo data, for the demo employees (lib/auth/demo-employees.ts picks its
 * operators' departments from them, and refuses a code that is missing).
 */
export async function prepareEmbeddedApi(
  db: Database,
  settings: Pick<Env, "DEMO_DATA" | "DEMO_SEED" | "DEMO_PROJECTS">,
): Promise<{ outcome: string; demoDepartmentIds: Record<string, number> | null }> {
  const [{ ensureEmbeddedData, hasDemoData }, { departments }] = await Promise.all([
    import("@/lib/embedded-api/boot"),
    import("@/lib/embedded-api/schema"),
  ]);
  const outcome = await ensureEmbeddedData(db, {
    demoData: settings.DEMO_DATA,
    seed: settings.DEMO_SEED,
    projects: settings.DEMO_PROJECTS,
    now: new Date(),
  });
  if (!(await hasDemoData(db))) return { outcome, demoDepartmentIds: null };
  const rows = await db
    .select({ id: departments.id, code: departments.code })
    .from(departments)
    .where(isNull(departments.deletedAt));
  return { outcome, demoDepartmentIds: Object.fromEntries(rows.map((row) => [row.code, row.id])) };
}

/**
 * For the warm-up at start and the kept lists' later reloads: their rows read
 * straight from the embedded API's tables with set-based statements of
 * `sliceSize` polygons (10,000 by default; lib/embedded-api/queries/kept-lists.ts),
 * when the embedded API is this server's upstream, in process. Null otherwise:
 * a real upstream is read only through the Production API.
 */
export function embeddedKeptListsSource(sliceSize?: number, { isBackground = false } = {}) {
  const settings = env();
  if (!settings.EMBEDDED_PRODUCTION_API || !settings.isUpstreamInProcess) return null;
  const queries = () => import("@/lib/embedded-api/queries/kept-lists");
  // A background reload rests between its slices; the warm-up, which the first screens wait for, does not.
  const between = async () =>
    isBackground ? (await import("@/lib/embedded-api/queries/polygons")).restAsLongAs : undefined;
  return {
    polygons: async (statusValues: number[]) =>
      (await queries()).findKeptPolygons(await getDatabase(), statusValues, sliceSize, await between()),
    work: async (departmentIds: number[]) =>
      (await queries()).findKeptWork(await getDatabase(), departmentIds, sliceSize, await between()),
    // The polygons polygon/getunmatched answers, as the kept list's digests.
    unmatched: async () =>
      (await queries()).findUnmatchedDigests(await getDatabase(), sliceSize, await between()),
  };
}

/**
 * For the lot trace (lib/trace/trace-lot.ts): its lines' order lines and
 * packages read with one statement each from the embedded API's tables (in
 * `db`, the app's database, which holds them), when the embedded API is this
 * server's upstream, in process. Null otherwise: a real upstream is read only
 * through the Production API.
 */
export async function embeddedTraceReads(db: Database) {
  const settings = env();
  if (!settings.EMBEDDED_PRODUCTION_API || !settings.isUpstreamInProcess) return null;
  return (await import("@/lib/embedded-api/queries/trace-reads")).traceReadsOver(db);
}

/**
 * For the office search (lib/search/project-directory.ts): every project's
 * numbers and names read with set-based statements from the embedded API's
 * tables, when it is this server's upstream, in process. Null otherwise: a real
 * upstream is read only through the Production API.
 */
export function embeddedProjectDirectory(db: Database) {
  const settings = env();
  if (!settings.EMBEDDED_PRODUCTION_API || !settings.isUpstreamInProcess) return null;
  return async () => (await import("@/lib/embedded-api/queries/project-directory")).findProjectDirectory(db);
}

/** Fabric kinds cut from a roll at the cutting station (the demo catalogue's categories). */
const rollFabricCategories = new Set([
  "curtain-fabric",
  "lining",
  "roller-fabric",
  "pleated-fabric",
  "vertical-fabric",
]);

/** For the demo's Dutch product names (lib/workflow/product-names.ts): the demo's own product types. */
export async function demoProductNamesNl(): Promise<Readonly<Record<string, string>>> {
  return (await import("@/lib/embedded-api/demo/product-names-nl")).demoProductNamesNl;
}

/**
 * For the demo stock (lib/cutting/rolls/demo-stock.ts): the fabrics the demo
 * orders use, each with the roll width its CPQ material says.
 */
export async function demoFabrics(
  db: Database,
): Promise<{ materialCode: string; name: string; category: string; widthMm: number }[]> {
  const [{ materialCatalogue }, { projectMaterials }, { fabricFactsOf }] = await Promise.all([
    import("@/lib/embedded-api/demo/materials"),
    import("@/lib/embedded-api/schema"),
    import("@/lib/embedded-cpq/fabric-facts"),
  ]);
  const used = await db.selectDistinct({ eanCode: projectMaterials.eanCode }).from(projectMaterials);
  const usedCodes = new Set(used.map((row) => row.eanCode));
  return materialCatalogue.flatMap((material) => {
    const widthMm = fabricFactsOf(material.name, material.category).width;
    if (!rollFabricCategories.has(material.category) || !usedCodes.has(material.eanCode) || !widthMm)
      return [];
    return [{ materialCode: material.eanCode, name: material.name, category: material.category, widthMm }];
  });
}

/**
 * The demo floor's past jobs (docs/planning.md, "The demo's history") as time
 * entries of the demo departments, for the working time of a new demo
 * database: only jobs done before today. The history's lines are not the
 * upstream's polygons: they carry negative polygon ids, which no polygon has.
 */
export async function demoWorkHistory(db: Database, seed: number, now: Date) {
  const [{ simulateFloorHistory }, { departments }, { startOfToday }] = await Promise.all([
    import("@/lib/embedded-api/demo/floor-history"),
    import("@/lib/embedded-api/schema"),
    import("@/lib/i18n/workshop-clock"),
  ]);
  const rows = await db
    .select({ id: departments.id, code: departments.code, name: departments.name })
    .from(departments)
    .where(isNull(departments.deletedAt));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const today = startOfToday(now).getTime();
  return simulateFloorHistory({ seed, now }).lines.flatMap((line) =>
    line.steps.flatMap((step) => {
      const department = byCode.get(step.code);
      if (!department || !step.startedAt || !step.finishedAt || step.finishedAt.getTime() >= today) return [];
      return [
        {
          productionPolygonId: -line.id,
          productionDepartmentId: department.id,
          departmentName: department.name,
          product: line.modelName,
          plannedMinutes: step.plannedMinutes,
          startedAt: step.startedAt,
          minutes: step.minutes,
        },
      ];
    }),
  );
}

/**
 * For the demo's cut history (lib/cutting/rolls/demo-cut-history.ts): the
 * material entries of these fabrics on lines past cutting (Cutting done up to
 * Shipped), oldest line first, with the line's order item and project.
 */
export async function demoCutLines(db: Database, materialCodes: string[]) {
  if (materialCodes.length === 0) return [];
  const [{ polygons, polygonMaterials, projectMaterials }, { asc, between, eq }] = await Promise.all([
    import("@/lib/embedded-api/schema"),
    import("drizzle-orm"),
  ]);
  const rows = await db
    .select({
      entryId: polygonMaterials.id,
      productionPolygonId: polygons.id,
      polygonId: polygons.polygonId,
      productionProjectId: polygons.productionProjectId,
      materialCode: projectMaterials.eanCode,
      statusValue: polygons.currentStatusValue,
    })
    .from(polygonMaterials)
    .innerJoin(polygons, eq(polygons.id, polygonMaterials.productionPolygonId))
    .innerJoin(projectMaterials, eq(projectMaterials.id, polygonMaterials.productionProjectMaterialId))
    .where(
      and(inArray(projectMaterials.eanCode, materialCodes), between(polygons.currentStatusValue, 290, 700)),
    )
    .orderBy(asc(polygons.id), asc(polygonMaterials.id));
  return rows.flatMap(({ materialCode, statusValue, ...row }) =>
    materialCode && statusValue !== null ? [{ ...row, materialCode, statusValue }] : [],
  );
}
