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
  /** Tasks run, by file: the tests and the curious see that work went to a thread. */
  runs: new Map<string, number>(),
}));

export const workerThreads = () => Math.max(1, availableParallelism() - 1);

function pool(): Piscina<TaskMessage, unknown> {
  // Found from the project root at run time, not through import.meta.url (which Next's bundles
  // rewrite): the same file under `npm start`, `next dev` and vitest.
  workers.pool ??= new Piscina<TaskMessage, unknown>({
    filename: path.join(process.cwd(), "lib", "workers", "worker.mjs"),
    minThreads: 0,
    maxThreads: workerThreads(),
    idleTimeout: idleTimeoutMs,
  });
  return workers.pool;
}

/**
 * Runs `task` on a worker thread. `transfer`: hand over the input's typed arrays
 * rather than copy them (the caller must not use them afterwards); `ports`: the
 * message ports in the input, through which the task answers as it goes.
 */
export async function runTask<Input, Output>(
  task: Task<Input, Output>,
  input: Input,
  { transfer = false, ports = [] as MessagePort[] } = {},
): Promise<Output> {
  workers.runs.set(task.file, (workers.runs.get(task.file) ?? 0) + 1);
  const handedOver = [...(transfer ? buffersIn(input) : []), ...ports];
  const transferList = handedOver.length > 0 ? handedOver : undefined;
  // The worker runs the task's own `run` on this very input: its answer has the task's type.
  return (await pool().run({ file: task.file, input }, { transferList })) as Output;
}

/** Tasks of this file started on the pool since the process started. */
export const taskRuns = (task: Task<unknown, unknown> | { file: string }) => workers.runs.get(task.file) ?? 0;

/** Stops the threads (a script's end, a test's teardown); the next task starts them again. */
export async function closeWorkerPool(): Promise<void> {
  const running = workers.pool;
  workers.pool = null;
  await running?.destroy();
}
