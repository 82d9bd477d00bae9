// The embedded database's own thread (docs/architecture.md, "Threads"): PGlite
// runs here, so that its statements (a warm-up read of 100,000 polygons, a
// VACUUM, a backup's dump) never hold the thread that answers requests. The
// app reaches it through lib/db/pglite-in-worker.ts, which stands in for a
// PGlite client. Plain JavaScript: it loads as it is wherever the app runs
// (npm start, next dev, vitest, the operations commands).
import fs from "node:fs";
import { promisify } from "node:util";
import { parentPort, workerData } from "node:worker_threads";
import zlib from "node:zlib";
import { PGlite, types } from "@electric-sql/pglite";

/**
 * drizzle's parsers keep dates, timestamps and intervals (and their arrays) as
 * the text PostgreSQL sends; functions cannot cross threads, so a call that
 * asked for them says so with `keepsDateText` and gets the same parsers here.
 */
const keepText = (value) => value;
const dateTextParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepText],
  ),
);

/** An error as plain data: its message and every field PostgreSQL gave (code, detail, constraint…). */
function plainError(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

const optionsOf = (options) => {
  if (!options) return undefined;
  const { keepsDateText, ...rest } = options;
  return keepsDateText ? { ...rest, parsers: dateTextParsers } : rest;
};

const db = await PGlite.create(workerData.dataDir ?? undefined);

const gzip = promisify(zlib.gzip);

/**
 * A backup's dump: the data directory as a tar, taken while no other
 * transaction runs, then gzipped (zlib's own threads, level 1) while the
 * database serves statements again: the floor waits for the copy, not for the
 * compression, which takes several times longer. Written into `file` from this
 * thread: hundreds of megabytes handed to the thread that answers requests
 * would make its garbage collector work through them.
 */
async function dumpInto(file) {
  await db.exec("CHECKPOINT");
  const tar = await db.transaction(() => db.dumpDataDir("none"));
  const packed = await gzip(new Uint8Array(await tar.arrayBuffer()), { level: 1 });
  await fs.promises.writeFile(file, packed, { mode: 0o600, flag: "wx" });
  return packed.byteLength;
}

/** Open transactions: id → the queue of its calls and a way to end it. */
const transactions = new Map();

function openTransaction(id) {
  let wake = () => {};
  const state = { calls: [], end: null, wakeUp: () => wake() };
  transactions.set(id, state);
  return new Promise((opened, failed) => {
    const done = db
      .transaction(async (tx) => {
        opened(undefined);
        for (;;) {
          while (state.calls.length > 0) await state.calls.shift()(tx);
          if (state.end) {
            if (!state.end.commit) await tx.rollback();
            return;
          }
          await new Promise((resolve) => (wake = resolve));
        }
      })
      .finally(() => transactions.delete(id));
    state.done = done;
    // One that cannot begin (the database closed meanwhile) fails its "begin" call; one that fails
    // later fails its "end" call, which waits for `done`. Never a rejection no one hears, which
    // would stop the thread and every call waiting on it.
    done.catch(failed);
  });
}

async function run(message, on) {
  switch (message.op) {
    case "query":
      return on.query(message.text, message.params, optionsOf(message.options));
    case "exec":
      return on.exec(message.text, optionsOf(message.options));
    default:
      throw new Error(`unknown call ${message.op}`);
  }
}

function answer(id, work) {
  work.then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: plainError(error) }),
  );
}

parentPort.on("message", (message) => {
  const { id, op, tx } = message;
  if (op === "begin") return answer(id, openTransaction(tx));
  if (op === "end") {
    const state = transactions.get(tx);
    if (!state) return answer(id, Promise.reject(new Error("no such transaction")));
    state.end = { commit: message.commit };
    state.wakeUp();
    return answer(
      id,
      state.done.then(() => undefined),
    );
  }
  if (op === "dump") return answer(id, dumpInto(message.file));
  if (op === "close") return answer(id, db.close());
  if (tx !== undefined) {
    const state = transactions.get(tx);
    if (!state) return answer(id, Promise.reject(new Error("the transaction has ended")));
    return answer(
      id,
      new Promise((resolve, reject) => {
        state.calls.push((on) => run(message, on).then(resolve, reject));
        state.wakeUp();
      }),
    );
  }
  answer(id, run(message, db));
});

parentPort.postMessage({ ready: true });
