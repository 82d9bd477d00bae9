// An answer's text read with its operation's schema, as plain data (the value,
// or what is wrong with it): in place (http.ts) or on the worker pool
// (read-answer.task.ts), which turns it into the same ProductionApiError.
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
