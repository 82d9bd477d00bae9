// The file each worker thread of the pool starts with (lib/workers/pool.ts).
// Plain JavaScript, so that Node runs it as it is under `npm start`, `next dev`
// and vitest alike; it loads the TypeScript side (worker.ts, and through it
// each task's file) with tsx's scoped loader, which also resolves the "@/" paths.
// (On Node 20 a loader given in a worker's execArgv does not reach the task
// files' import(): this does.)
import { tsImport } from "tsx/esm/api";

const runner = tsImport("./worker.ts", import.meta.url);

export default async function runInThread(message) {
  const { default: run } = await runner;
  return run(message);
}
