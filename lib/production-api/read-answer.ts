// An answer's text read with its operation's schema, as plain data (the value,
// or what is wrong with it): in place (http.ts) or on the worker pool
// (read-answer.task.ts), which turns it into the same ProductionApiError.
import type { MessagePort } from "node:worker_threads";
import { productionApiOperations, type OperationName } from "./operations";
import { applyView, type AnswerView } from "./views";

/** An answer's text read with its operation's schema: the value, or what is wrong with it. */
export type ReadAnswer =
  | { ok: true; value: unknown }
  | { ok: false; problem: "no-json"; sample: string }
  | { ok: false; problem: "contract"; where: string };

/** An answer's body as text: it is, or its bytes decoded as UTF-8. */
export const textOf = (body: string | Uint8Array): string =>
  typeof body === "string" ? body : new TextDecoder().decode(body);

/** The answer's text read with the operation's schema, and through `view` when one is named. */
export function readAnswer(name: OperationName, text: string, view: AnswerView | null = null): ReadAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: "no-json", sample: text.slice(0, 200) };
  }
  const read = checkAnswer(name, json);
  return read.ok && view !== null ? { ok: true, value: applyView(view, read.value) } : read;
}

export function checkAnswer(name: OperationName, json: unknown): ReadAnswer {
  const schema = productionApiOperations[name].response;
  if (schema === null) return { ok: true, value: undefined };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  return { ok: false, problem: "contract", where };
}

/**
 * What the worker hands back of a read answer: a list's items went through the
 * port in `slices` messages, another value as its JSON text (`json`), a problem
 * as it is. Values cross as JSON text, parsed on the request thread, for the
 * reason a task's `answersAsJson` gives (lib/workers/task.ts): kept by the
 * hundred thousand (the order specs, the lists' digests), objects made by a
 * structured clone held another object each.
 */
export type ReadAnswerOutput =
  Exclude<ReadAnswer, { ok: true }> | { ok: true; slices: number } | { ok: true; json: string | null };

/**
 * On the worker pool: the answer read as readAnswer reads it, and a list sent
 * back through `port` a slice of `sliceLength` items per message (each its JSON
 * text), so that taking it in never holds the request thread for long either.
 */
export function readAnswerInSlices(
  name: OperationName,
  body: string | Uint8Array,
  view: AnswerView | null,
  port: MessagePort,
  sliceLength: number,
): ReadAnswerOutput {
  const read = readAnswer(name, textOf(body), view);
  if (!read.ok) return read;
  // No answer (an operation without one) crosses as null, and is read back as undefined.
  if (!Array.isArray(read.value))
    return { ok: true, json: read.value === undefined ? null : JSON.stringify(read.value) };
  const items: unknown[] = read.value;
  let slices = 0;
  for (let from = 0; from < items.length; from += sliceLength, slices++)
    port.postMessage(JSON.stringify(items.slice(from, from + sliceLength)));
  return { ok: true, slices };
}
