// The running state of a generation: the next id of every table (carried from
// chunk to chunk so that ids stay unique and deterministic), the catalogue ids
// and the rows of the chunk being made.
import type { DepartmentCode, PackageCode } from "./catalogue";
import type { DemoRows, DemoTable } from "./types";

export type GenerationState = {
  seed: number;
  now: Date;
  nextIds: Record<DemoTable, number>;
  /** The next CPQ polygon id (order-spec item id). */
  nextCpqPolygonId: number;
  statusIds: ReadonlyMap<number, number>;
  packageIds: ReadonlyMap<PackageCode, number>;
  departmentIds: ReadonlyMap<DepartmentCode, number>;
  rows: DemoRows;
};

export function takeId(state: GenerationState, table: DemoTable): number {
  return state.nextIds[table]++;
}

/** A catalogue id that must exist (the catalogue is generated first). */
export function idOf<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo catalogue has no entry ${String(key)}`);
  return id;
}
