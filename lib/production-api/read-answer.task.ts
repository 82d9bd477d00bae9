// A large answer of the production API read beside the request thread
// (docs/architecture.md, "Threads"): parsed and checked with its operation's
// schema here; a list comes back a slice at a time through `port`, so that
// taking it in never holds the request thread for long either.
import type { MessagePort } from "node:worker_threads";
import { defineTask } from "@/lib/workers/task";
import { readAnswerInSlices, type ReadAnswerOutput } from "./read-answer";
import type { OperationName } from "./operations";
import type { AnswerView } from "./views";

export type ReadAnswerInput = {
  name: OperationName;
  /** The answer's body: its text, or its bytes (handed over, decoded here). */
  body: string | Uint8Array;
  /** What to keep of a list's items or of the whole answer (views.ts); null: the answer as the schema read it. */
  view: AnswerView | null;
  port: MessagePort;
  sliceLength: number;
};

export default defineTask(
  "lib/production-api/read-answer.task.ts",
  ({ name, body, view, port, sliceLength }: ReadAnswerInput): ReadAnswerOutput =>
    readAnswerInSlices(name, body, view, port, sliceLength),
);
