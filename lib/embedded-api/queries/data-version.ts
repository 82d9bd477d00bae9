// Answers kept under the data version of the tables the matching list reads
// (production_api.data_version, raised by statement-level triggers in every
// writing transaction: see migration 0001). Reading the version is one row by
// its key; while it is unchanged a kept answer is still right, whoever wrote
// (this process, another app server on the same PostgreSQL, the demo loader).
// The version is read before the answer is computed, so an answer is never
// kept under a version newer than the data it saw.
import type { Database } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";

/** Read before every kept answer is used: prepared once. */
const dataVersion: PreparedStatement = {
  name: "production_api_data_version",
  paramTypes: [],
  text: "select version from production_api.data_version where id = 1",
};

async function readDataVersion(db: Database): Promise<string> {
  const [row] = await runPrepared<{ version: string | number }>(db, dataVersion, []);
  return String(row?.version ?? 0);
}

type Kept = { version: string; value: unknown };

/**
 * A bounded store per database of answers, each valid for the version it was
 * kept under (a version read, by the caller, before the answer was computed).
 */
export function keptByVersion<T>(maxEntries: number) {
  const stores = new WeakMap<Database, Map<string, Kept>>();
  return async function keep(
    db: Database,
    key: string,
    version: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    let store = stores.get(db);
    if (!store) {
      store = new Map();
      stores.set(db, store);
    }
    const hit = store.get(key);
    if (hit?.version === version) {
      // Most recently used last, so the oldest is dropped first.
      store.delete(key);
      store.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    store.delete(key);
    store.set(key, { version, value });
    if (store.size > maxEntries) store.delete(store.keys().next().value!);
    return value;
  };
}

/** A bounded store per database of answers, each valid for one data version. */
export function keptByDataVersion<T>(maxEntries: number) {
  const keep = keptByVersion<T>(maxEntries);
  return async (db: Database, key: string, compute: () => Promise<T>): Promise<T> =>
    keep(db, key, await readDataVersion(db), compute);
}
