// PGlite in a thread of its own (lib/db/pglite-thread.mjs), reached through a
// client with PGlite's own surface (query, exec, transaction), so that drizzle's
// PGlite driver and the simple-query paths use it unchanged. Every statement
// then runs beside the request thread, not on it (docs/architecture.md, "Threads").
import path from "node:path";
import { Worker } from "node:worker_threads";

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields?: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** What drizzle's PGlite driver and lib/db's simple-query paths call. */
export type PGliteLike = {
  query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  exec: (text: string, options?: QueryOptions) => Promise<Results[]>;
  transaction: <T>(callback: (tx: PGliteTransaction) => Promise<T>) => Promise<T>;
};
type PGliteTransaction = Omit<PGliteLike, "transaction"> & { rollback: () => Promise<void> };

export type PGliteWorkerHandle = {
  client: PGliteLike;
  /** Writes the gzipped dump into `file` from the database's thread: its bytes never pass this one. */
  dumpDataDir: (file: string) => Promise<number>;
  close: () => Promise<void>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Answer = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** The thread's file, from the project's root (Next bundles this module; the worker file stays as it is). */
export const pgliteThreadFile = () => path.join(process.cwd(), "lib", "db", "pglite-thread.mjs");

/** An error from the thread again, with PostgreSQL's fields (code, detail, constraint…) on it. */
function errorOf(plain: Record<string, unknown> & { message: string }): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}

/**
 * drizzle passes parsers that keep dates and timestamps as text: functions,
 * which cannot cross threads; the thread has the same ones (`keepsDateText`).
 */
const portable = (options?: QueryOptions) => {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  return parsers ? { ...rest, keepsDateText: true } : rest;
};

/** Opens PGlite in its own thread: on disk in `dataDir`, or in memory without one. */
export async function openPGliteInWorker(dataDir: string | undefined): Promise<PGliteWorkerHandle> {
  const worker = new Worker(pgliteThreadFile(), { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.on("message", function first(message: { ready?: boolean }) {
      if (!message.ready) return;
      worker.off("message", first);
      worker.off("error", reject);
      resolve();
    });
  });
  await ready;

  worker.on("message", (message: Answer) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(errorOf(message.error));
    else call.resolve(message.result);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const statements = (tx?: number) => ({
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      call<Results>({ op: "query", text, params, options: portable(options), tx }),
    exec: (text: string, options?: QueryOptions) =>
      call<Results[]>({ op: "exec", text, options: portable(options), tx }),
  });

  let nextTransaction = 1;
  const client: PGliteLike = {
    ...statements(),
    async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
      const tx = nextTransaction++;
      await call({ op: "begin", tx });
      let isRolledBack = false;
      const handle: PGliteTransaction = {
        ...statements(tx),
        rollback: async () => {
          isRolledBack = true;
          await call({ op: "end", tx, commit: false });
        },
      };
      let result: T;
      try {
        result = await callback(handle);
      } catch (error) {
        if (!isRolledBack) await call({ op: "end", tx, commit: false });
        throw error;
      }
      if (!isRolledBack) await call({ op: "end", tx, commit: true });
      return result;
    },
  };

  return {
    client,
    dumpDataDir: (file: string) => call<number>({ op: "dump", file }),
    close: async () => {
      if (!failure) await call({ op: "close" });
      await worker.terminate();
    },
  };
}
