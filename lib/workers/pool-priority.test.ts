// The pool's threads give way to the request thread (lib/workers/worker.mjs):
// on Linux each runs 10 below the process's priority, the thread that started
// the pool keeps its own. Read from /proc, as `top -H` would show them.
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { afterAll, expect, it } from "vitest";
import readAnswerTask from "@/lib/production-api/read-answer.task";
import { closeWorkerPool, runTask } from "./pool";

/** Each thread of this process: its id and nice value (/proc/<pid>/task/<tid>/stat, field 19). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, "utf8");
    // The fields after the command's closing parenthesis: state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    nices.set(Number(tid), Number(fields[16]));
  }
  return nices;
}

const nameOf = (tid: number) => readFileSync(`/proc/${process.pid}/task/${tid}/comm`, "utf8").trim();

afterAll(() => closeWorkerPool());

it.runIf(process.platform === "linux")("runs the pool's threads 10 below the request thread", async () => {
  // libuv's threads (files, zlib) start with the first use, as a server's start uses them.
  await readFile(`/proc/${process.pid}/status`);
  const before = threadNices();
  const own = before.get(process.pid)!;
  const { MessageChannel } = await import("node:worker_threads");
  const { port2 } = new MessageChannel();
  const read = await runTask(
    readAnswerTask,
    { name: "department/getall", body: "[]", view: null, port: port2, sliceLength: 500 },
    { ports: [port2] },
  );
  expect(read).toEqual({ ok: true, slices: 0 });
  const started = [...threadNices()].filter(([tid]) => !before.has(tid));
  const lowered = started.filter(([, nice]) => nice === Math.min(19, own + 10));
  expect(lowered.length).toBeGreaterThanOrEqual(1);
  // The threads that were there before (the request thread, libuv's, V8's) keep their priority.
  const after = threadNices();
  for (const [tid, nice] of before)
    if (after.has(tid)) expect([nameOf(tid), after.get(tid)]).toEqual([nameOf(tid), nice]);
  expect(after.get(process.pid)).toBe(own);
});
