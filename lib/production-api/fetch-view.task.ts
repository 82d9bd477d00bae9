// A view of a list answer (views.ts) fetched from a real upstream, read and
// cut down here, on the worker pool: its bytes never reach the request thread.
// Reloading a kept list at 100,000 polygons reads answers of 20-25 MB; taken in
// on the request thread, their buffers (the socket's chunks, the unzipped ones,
// the whole) counted against that thread's heap as external memory, and V8
// answered that pressure with a full collection of the whole heap, held in
// steps on the request thread (docs/architecture.md, "Garbage").
import type { MessagePort } from "node:worker_threads";
import { defineTask } from "@/lib/workers/task";
import { unreachedOf, type Unreached } from "./errors";
import type { TransportRequest } from "./http";
import { nodeHttpTransport } from "./node-transport";
import type { OperationName } from "./operations";
import { readAnswerInSlices, type ReadAnswerOutput } from "./read-answer";
import type { AnswerView } from "./views";

export type FetchViewInput = {
  request: Omit<TransportRequest, "signal">;
  /** The call's timeout, body included (ms). */
  timeoutMs: number;
  name: OperationName;
  view: AnswerView;
  port: MessagePort;
  sliceLength: number;
};

/** What came of the call: no answer, an answer other than 2xx (its text), or the answer read. */
export type FetchViewOutput =
  | ({ kind: "unreached" } & Unreached)
  | { kind: "refused"; status: number; statusText: string; text: string }
  | { kind: "read"; status: number; read: ReadAnswerOutput };

export default defineTask(
  "lib/production-api/fetch-view.task.ts",
  async ({ request, timeoutMs, name, view, port, sliceLength }: FetchViewInput): Promise<FetchViewOutput> => {
    try {
      const answer = await nodeHttpTransport({ ...request, signal: AbortSignal.timeout(timeoutMs) });
      const { status, statusText } = answer;
      if (!answer.ok) return { kind: "refused", status, statusText, text: await answer.text() };
      const body = answer.bytes ? await answer.bytes() : await answer.text();
      return { kind: "read", status, read: readAnswerInSlices(name, body, view, port, sliceLength) };
    } catch (error) {
      return { kind: "unreached", ...unreachedOf(error) };
    }
  },
);
