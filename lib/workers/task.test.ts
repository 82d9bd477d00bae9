// A task is found by its name, the path of its file: every task file names
// itself, so a worker thread loads what the main thread asked for.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buffersIn, defineTask, type Task } from "./task";

const root = process.cwd();
const taskFiles = (readdirSync(path.join(root, "lib"), { recursive: true }) as string[])
  .filter((file) => file.endsWith(".task.ts"))
  .map((file) => path.posix.join("lib", file.split(path.sep).join("/")));

describe("the worker pool's tasks", () => {
  it("each task file exports its task, named by the file's own path", async () => {
    expect(taskFiles.length).toBeGreaterThan(0);
    for (const file of taskFiles) {
      const loaded = (await import(pathToFileURL(path.join(root, file)).href)) as {
        default?: Task<unknown, unknown>;
      };
      expect(loaded.default?.file).toBe(file);
    }
  });

  it("refuses a name that is not a task file's path", () => {
    expect(() => defineTask("../secrets.ts", () => null)).toThrow();
    expect(() => defineTask("lib/planning/plan.ts", () => null)).toThrow();
  });

  it("hands over each typed array's buffer once", () => {
    const shared = new Float64Array(4);
    const buffers = buffersIn({ a: shared, b: [shared.subarray(1), new Int32Array(2)], c: "text", d: 1 });
    expect(buffers).toHaveLength(2);
    expect(buffers).toContain(shared.buffer);
  });
});
