// The demo data generator: deterministic from a seed, every time before `now`.
// `generateDemoChunks` yields the catalogue and then the projects a chunk at a
// time (the loader inserts 100,000 polygons without holding them all);
// `generateDemoData` gathers everything, for tests and small loads.
import {
  departmentList,
  packageTypes,
  statusValueList,
  type DepartmentCode,
  type PackageCode,
} from "./catalogue";
import { pushProject } from "./project";
import type { GenerationState } from "./state";
import { demoTables, emptyRows, type DemoOptions, type DemoRows, type DemoTable } from "./types";

function initialState(options: DemoOptions): GenerationState {
  const nextIds = Object.fromEntries(
    demoTables.map((table) => [table, options.firstIds?.[table] ?? 1]),
  ) as Record<DemoTable, number>;
  const rows = emptyRows();
  const statusIds = new Map<number, number>();
  for (const value of statusValueList) {
    const known = options.knownStatusIds?.[value];
    const id = known ?? nextIds.statusValues++;
    statusIds.set(value, id);
    if (known === undefined) rows.statusValues.push({ id, value });
  }
  /** The next id of `table`, kept under `code` in `ids`. */
  const register = <K>(table: DemoTable, ids: Map<K, number>, code: K) => {
    const id = nextIds[table]++;
    ids.set(code, id);
    return id;
  };
  const packageIds = new Map<PackageCode, number>();
  for (const { code, en, nl, packageKind } of packageTypes) {
    const id = register("packages", packageIds, code);
    rows.packages.push({ id, code, descriptions: { en, nl }, packageKind, deletedAt: null });
  }
  const departmentIds = new Map<DepartmentCode, number>();
  for (const { code, name, deliveryTime, defaultPackage, employeeIds } of departmentList) {
    const id = register("departments", departmentIds, code);
    const defaultProductionPackageId = defaultPackage ? (packageIds.get(defaultPackage) ?? null) : null;
    rows.departments.push({
      id,
      code,
      name,
      deliveryTime,
      defaultProductionPackageId,
      employeeIds,
      deletedAt: null,
    });
  }
  return {
    seed: options.seed,
    now: options.now,
    nextIds,
    // CPQ polygon ids follow the production polygon ids' start, so later loads do not reuse them.
    nextCpqPolygonId: 800_000 + nextIds.polygons,
    statusIds,
    packageIds,
    departmentIds,
    rows,
  };
}

/** The catalogue first, then `chunkSize` projects per chunk; each chunk's rows are new arrays. */
export function* generateDemoChunks(options: DemoOptions, chunkSize = 500): Generator<DemoRows> {
  if (!Number.isInteger(options.projects) || options.projects < 0) {
    throw new Error(`projects must be a whole number of at least 0, not ${options.projects}`);
  }
  const state = initialState(options);
  yield state.rows;
  for (let start = 0; start < options.projects; start += chunkSize) {
    state.rows = emptyRows();
    const end = Math.min(options.projects, start + chunkSize);
    for (let index = start; index < end; index++) pushProject(state, index);
    yield state.rows;
  }
}

/** All demo rows at once: a pure function of the options. */
export function generateDemoData(options: DemoOptions): DemoRows {
  const all = emptyRows();
  for (const chunk of generateDemoChunks(options)) {
    // One table at a time; a loop, since spreading 100,000s of rows overflows the stack.
    for (const table of demoTables) {
      const into = all[table] as unknown[];
      for (const row of chunk[table]) into.push(row);
    }
  }
  return all;
}
