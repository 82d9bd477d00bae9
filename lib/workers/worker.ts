// What a worker thread does with a task (worker.mjs loads it): loads the
// task's file by its name, runs it, and hands its answer back with the typed
// arrays in it on shared memory (copied here, shared with the main thread, not
// counted there: lib/workers/shared.ts). No app state here: what a task needs
// comes in its input.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { onSharedMemory } from "./shared";
import { taskFilePattern, type Task } from "./task";

export type TaskMessage = { file: string; input: unknown };

const loaded = new Map<string, Promise<Task<unknown, unknown>>>();

function taskOf(file: string): Promise<Task<unknown, unknown>> {
  if (!taskFilePattern.test(file)) return Promise.reject(new Error(`not a task's file: ${file}`));
  let task = loaded.get(file);
  if (!task) {
    const url = pathToFileURL(path.join(process.cwd(), file)).href;
    task = import(url).then((module: { default?: Task<unknown, unknown> }) => {
      if (module.default?.file !== file) throw new Error(`${file} does not export its task as default`);
      return module.default;
    });
    loaded.set(file, task);
  }
  return task;
}

export default async function runTask({ file, input }: TaskMessage) {
  const task = await taskOf(file);
  const answer = await task.run(input);
  return task.answersAsJson ? JSON.stringify(answer) : onSharedMemory(answer);
}
