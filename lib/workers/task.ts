// A task for the worker pool (docs/architecture.md, "Threads: what runs where"):
// a named, typed function over plain data, in a file of its own that the pool's
// threads load by name. The name is the file's path from the project root, so
// a worker finds it without a registry, and the bundler never rewrites it.

/** What a worker thread runs: `run` over plain data (numbers, strings, arrays, typed arrays). */
export type Task<Input, Output> = {
  /** The path of the file that defines it, from the project root: "lib/<feature>/<name>.task.ts". */
  readonly file: string;
  readonly run: (input: Input) => Output | Promise<Output>;
  /**
   * Its answer crosses as JSON text, parsed on the request thread: for an answer
   * of plain objects that is kept there (a cut plan). V8's JSON.parse gives each
   * object its fields in place, with the hidden class an object literal of the
   * same fields has; a structured clone gives an object of more than four fields
   * a second array to hold them, one more object for every collection to mark
   * (docs/architecture.md, "Garbage"). Not for typed arrays, which JSON does not keep.
   */
  readonly answersAsJson: boolean;
};

export const taskFilePattern = /^lib\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[a-z0-9-]+\.task\.ts$/;

/** A task, as the default export of `file` (which must name the file it is written in). */
export function defineTask<Input, Output>(
  file: string,
  run: (input: Input) => Output | Promise<Output>,
  { answersAsJson = false } = {},
): Task<Input, Output> {
  if (!taskFilePattern.test(file))
    throw new Error(`a task's file is lib/<feature>/<name>.task.ts, not ${file}`);
  return { file, run, answersAsJson };
}

/**
 * The buffers under the typed arrays in a plain value (objects and arrays, a few levels
 * down): handed over (transferred) instead of copied. Each buffer once; shared memory never.
 */
export function buffersIn(value: unknown, depth = 4, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (depth > 0 && Array.isArray(value)) {
    for (const item of value) buffersIn(item, depth - 1, found);
  } else if (depth > 0 && typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) buffersIn(item, depth - 1, found);
  }
  return [...found];
}
