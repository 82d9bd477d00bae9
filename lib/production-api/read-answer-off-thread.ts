// Reads a large answer on the worker pool (read-answer.task.ts), or fetches a
// view's answer there too (fetch-view.task.ts), and takes a list back a slice
// per message: each slice is its own turn of the event loop.
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { runTask } from "@/lib/workers/pool";
import type { ReadAnswer, ReadAnswerOutput } from "./read-answer";
import type { TransportRequest } from "./http";
import type { OperationName } from "./operations";
import type { AnswerView } from "./views";
import readAnswerTask from "./read-answer.task";
import fetchViewTask, { type FetchViewOutput } from "./fetch-view.task";

/** Items of a list a message carries: a few milliseconds of the request thread to take in. */
const sliceLength = 500;

/** Bytes as a view of a buffer of their own, which can be handed over (a pooled Buffer's is shared). */
const ownBuffer = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/**
 * Runs a task that reads an answer on the pool (`start`, given the port its slices come
 * through) and gives its ReadAnswerOutput as the ReadAnswer it stands for: a list's slices joined.
 */
async function withSlices<T>(
  start: (port: MessagePort) => Promise<T>,
  readOf: (output: T) => ReadAnswerOutput | null,
): Promise<{ output: T; read: ReadAnswer | null }> {
  const { port1, port2 } = new MessageChannel();
  const slices: unknown[][] = [];
  let onSlice = () => {};
  // Each slice's JSON text parsed in its own turn (read-answer.ts, ReadAnswerOutput).
  port1.on("message", (slice: string) => {
    slices.push(JSON.parse(slice) as unknown[]);
    onSlice();
  });
  try {
    const output = await start(port2);
    const read = readOf(output);
    if (read === null || !read.ok) return { output, read };
    if ("json" in read)
      return { output, read: { ok: true, value: read.json === null ? undefined : JSON.parse(read.json) } };
    while (slices.length < read.slices) await new Promise<void>((resolve) => (onSlice = resolve));
    const items: unknown[] = [];
    for (const slice of slices) for (const item of slice) items.push(item);
    return { output, read: { ok: true, value: items } };
  } finally {
    port1.close();
  }
}

export async function readAnswerOffThread(
  name: OperationName,
  body: string | Uint8Array,
  view: AnswerView | null,
): Promise<ReadAnswer> {
  const { read } = await withSlices(
    (port) =>
      runTask(
        readAnswerTask,
        { name, body: typeof body === "string" ? body : ownBuffer(body), view, port, sliceLength },
        // Bytes are handed over (not copied): the caller does not read them again.
        { ports: [port], transfer: typeof body !== "string" },
      ),
    (output) => output,
  );
  return read!;
}

/** What came of a view's call made on the pool: as fetch-view.task.ts says, a list's slices joined. */
export type FetchedView =
  Exclude<FetchViewOutput, { kind: "read" }> | { kind: "read"; status: number; read: ReadAnswer };

/** The call made, its answer read and viewed on the pool (fetch-view.task.ts). */
export async function fetchViewOffThread(
  request: Omit<TransportRequest, "signal">,
  timeoutMs: number,
  name: OperationName,
  view: AnswerView,
): Promise<FetchedView> {
  const { output, read } = await withSlices(
    (port) =>
      runTask(
        fetchViewTask,
        { request, timeoutMs, name, view, port, sliceLength },
        { ports: [port], mostlyWaits: true },
      ),
    (output) => (output.kind === "read" ? output.read : null),
  );
  return output.kind === "read" ? { ...output, read: read! } : output;
}
