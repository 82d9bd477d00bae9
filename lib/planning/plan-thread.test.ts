// The plan is made on a worker thread, not on the thread that serves requests:
// a timer on this thread keeps firing while a plan of many lines is made; while
// the same plan is made here, in one go, it cannot (which shows the test can fail).
import { getHeapStatistics } from "node:v8";
import { afterAll, describe, expect, it } from "vitest";
import { randomPlanInput } from "@/tests/support/plan-input";
import { closeWorkerPool, runTask, taskRuns } from "@/lib/workers/pool";
import { nextPlanVersion } from "./plan-result";
import planTask, { makePlan } from "./plan.task";

afterAll(closeWorkerPool);

/** Counts the ticks of a 5 ms timer until `work` settles. */
async function ticksDuring<T>(work: () => Promise<T> | T): Promise<{ ticks: number; value: T }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    // One turn first, so that the timer is armed as a request's would be.
    await new Promise((resolve) => setImmediate(resolve));
    const value = await work();
    return { ticks, value };
  } finally {
    clearInterval(timer);
  }
}

describe("the plan's thread", () => {
  it("leaves this thread free while a plan of many lines is made", async () => {
    const input = randomPlanInput(11, 40_000);
    // The threads started and the task's code loaded, as on a server that has planned before.
    await runTask(planTask, randomPlanInput(12, 10));
    const runs = taskRuns(planTask);
    const onWorker = await ticksDuring(() => runTask(planTask, input));
    expect(taskRuns(planTask)).toBe(runs + 1);
    const inline = await ticksDuring(() => makePlan({ ...input, version: nextPlanVersion() }));
    // The same plan either way; the timer ran beside the worker's, never during the inline one.
    expect(onWorker.value.lines.ids).toEqual(inline.value.lines.ids);
    expect(inline.ticks).toBe(0);
    expect(onWorker.ticks).toBeGreaterThanOrEqual(3);
  });

  it("hands the plan back on shared memory, which this thread's heap does not count", async () => {
    const input = randomPlanInput(13, 40_000);
    await runTask(planTask, randomPlanInput(12, 10));
    const before = getHeapStatistics().external_memory;
    const plan = await runTask(planTask, input);
    const grown = getHeapStatistics().external_memory - before;
    const columns = Object.values(plan.lines).filter((column) => ArrayBuffer.isView(column));
    const bytes = columns.reduce((sum, column) => sum + column.byteLength, 0);
    expect(columns.length).toBeGreaterThanOrEqual(4);
    for (const column of columns) expect(column.buffer).toBeInstanceOf(SharedArrayBuffer);
    // Handed over as buffers (transferred) the answer counted here in full: a few MB at 40,000 lines.
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(grown).toBeLessThan(bytes / 4);
  });
});
