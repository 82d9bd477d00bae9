// Reads a large answer on the worker pool (read-answer.task.ts) and takes a
// list back a slice per message: each slice is its own turn of the event loop.
import { MessageChannel } from "node:worker_threads";
import { runTask } from "@/lib/workers/pool";
import type { ReadAnswer } from "./read-answer";
import type { OperationName } from "./operations";
import type { AnswerView } from "./views";
import readAnswerTask from "./read-answer.task";

/** Items of a list a message carries: a few milliseconds of the request thread to take in. */
const sliceLength = 500;

/** Bytes as a view of a buffer of their own, which can be handed over (a pooled Buffer's is shared). */
const ownBuffer = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

export async function readAnswerOffThread(
  name: OperationName,
  body: string | Uint8Array,
  view: AnswerView | null,
): Promise<ReadAnswer> {
  const { port1, port2 } = new MessageChannel();
  const slices: unknown[][] = [];
  let onSlice = () => {};
  port1.on("message", (slice: unknown[]) => {
    slices.push(slice);
    onSlice();
  });
  try {
    const output = await runTask(
      readAnswerTask,
      { name, body: typeof body === "string" ? body : ownBuffer(body), view, port: port2, sliceLength },
      // Bytes are handed over (not copied): the caller does not read them again.
      { ports: [port2], transfer: typeof body !== "string" },
    );
    if (!("slices" in output)) return output;
    while (slices.length < output.slices) await new Promise<void>((resolve) => (onSlice = resolve));
    const items: unknown[] = [];
    for (const slice of slices) for (const item of slice) items.push(item);
    return { ok: true, value: items };
  } finally {
    port1.close();
  }
}
