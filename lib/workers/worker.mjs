// The file each worker thread of the pool starts with (lib/workers/pool.ts).
// Plain JavaScript, so that Node runs it as it is under `npm start`, `next dev`
// and vitest alike; it loads the TypeScript side (worker.ts, and through it
// each task's file) with tsx's scoped loader, which also resolves the "@/" paths.
// (On Node 20 a loader given in a worker's execArgv does not reach the task
// files' import(): this does.)
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

/** How much lower than the request thread a pool thread runs (nice(1)'s increment). */
const niceIncrement = 10;

// A pool thread gives way to the request thread: on 2 cores a cut plan or a
// replan here took the CPU from the requests, and from the garbage collector's
// marking, which then ran on the request thread (docs/architecture.md,
// "Threads: what runs where"). Linux keeps a priority per thread (its id is
// /proc/thread-self's last part); piscina's own niceIncrement needs a native
// module. Elsewhere the thread runs at the process's priority.
if (!isMainThread) {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0)
      setPriority(threadId, Math.min(19, getPriority(threadId) + niceIncrement));
  } catch {
    // no /proc/thread-self, or not allowed: as it is
  }
}

const runner = tsImport("./worker.ts", import.meta.url);

export default async function runInThread(message) {
  const { default: run } = await runner;
  return run(message);
}
