// The one pool of worker threads per server process (docs/architecture.md,
// "Threads: what runs where"): CPU-heavy work runs here, on plain data, so
// the request thread stays free for requests. Threads start on first use,
// one fewer than the cores (at least one), and stop after a minute idle.
import { availableParallelism } from "node:os";
import path from "node:path";
import type { MessagePort } from "node:worker_threads";
import { Piscina } from "piscina";
import { processWide } from "@/lib/base/process-wide";
import { buffersIn, type Task } from "./task";
import type { TaskMessage } from "./worker";

/** How long an idle thread is kept (a replan follows a change within seconds; a quiet night frees them). */
const idleTimeoutMs = 60_000;

const workers = processWide("worker-pool", () => ({
  pool: null as Piscina<TaskMessage, unknown> | null,
  /** The thread of the tasks that mostly wait (a call to the upstream and the reading of its answer). */
  waitingPool: null as Piscina<TaskMessage, unknown> | null,
  /** Tasks run, by file: the tests and the curious see that work went to a thread. */
  runs: new Map<string, number>(),
  /** Seconds from each task's start to its answer (its wait for a thread included), by file. */
  seconds: new Map<string, number>(),
}));

export const workerThreads = () => Math.max(1, availableParallelism() - 1);

/** Tasks that mostly wait that one thread runs at once (each a reload's call, seconds long at 100,000 polygons). */
const waitingAtOnce = 8;

// Found from the project root at run time, not through import.meta.url (which Next's bundles
// rewrite): the same file under `npm start`, `next dev` and vitest.
const newPool = (maxThreads: number, concurrentTasksPerWorker: number) =>
  new Piscina<TaskMessage, unknown>({
    filename: path.join(process.cwd(), "lib", "workers", "worker.mjs"),
    minThreads: 0,
    maxThreads,
    concurrentTasksPerWorker,
    idleTimeout: idleTimeoutMs,
  });

/**
 * The CPU-heavy tasks run one at a time per thread, on as many threads as there are
 * cores but one; a task that mostly waits (`mostlyWaits`) on a thread of its own, with
 * others of its kind: waiting on the pool's threads, it would hold a cut plan back for
 * as long as the upstream takes to answer.
 */
function pool(mostlyWaits: boolean): Piscina<TaskMessage, unknown> {
  if (mostlyWaits) return (workers.waitingPool ??= newPool(1, waitingAtOnce));
  return (workers.pool ??= newPool(workerThreads(), 1));
}

/**
 * Runs `task` on a worker thread. `transfer`: hand over the input's typed arrays
 * rather than copy them (the caller must not use them afterwards); `ports`: the
 * message ports in the input, through which the task answers as it goes;
 * `mostlyWaits`: the task waits more than it works (a call to the upstream), see pool().
 */
export async function runTask<Input, Output>(
  task: Task<Input, Output>,
  input: Input,
  { transfer = false, ports = [] as MessagePort[], mostlyWaits = false } = {},
): Promise<Output> {
  workers.runs.set(task.file, (workers.runs.get(task.file) ?? 0) + 1);
  const handedOver = [...(transfer ? buffersIn(input) : []), ...ports];
  const transferList = handedOver.length > 0 ? handedOver : undefined;
  const startedAt = performance.now();
  try {
    // The worker runs the task's own `run` on this very input: its answer has the task's type.
    const answer = await pool(mostlyWaits).run({ file: task.file, input }, { transferList });
    return (task.answersAsJson ? JSON.parse(answer as string) : answer) as Output;
  } finally {
    const seconds = (performance.now() - startedAt) / 1000;
    workers.seconds.set(task.file, (workers.seconds.get(task.file) ?? 0) + seconds);
  }
}

/** Tasks of this file started on the pool since the process started. */
export const taskRuns = (task: Task<unknown, unknown> | { file: string }) => workers.runs.get(task.file) ?? 0;

/** Every task file run since the process started: how many started, and the seconds of those that ended (/metrics). */
export const taskTotals = (): { file: string; runs: number; seconds: number }[] =>
  [...workers.runs].map(([file, runs]) => ({ file, runs, seconds: workers.seconds.get(file) ?? 0 }));

/** Stops the threads (a script's end, a test's teardown); the next task starts them again. */
export async function closeWorkerPool(): Promise<void> {
  const running = [workers.pool, workers.waitingPool];
  workers.pool = workers.waitingPool = null;
  for (const pool of running) if (pool) await pool.destroy();
}
