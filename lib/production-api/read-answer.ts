// An answer's text read with its operation's schema, as plain data (the value,
// or what is wrong with it): in place (http.ts) or on the worker pool
// (read-answer.task.ts), which turns it into the same ProductionApiError.
import { productionApiOperations, type OperationName } from "./operations";

/** An answer's text read with its operation's schema: the value, or what is wrong with it. */
export type ReadAnswer =
  | { ok: true; value: unknown }
  | { ok: false; problem: "no-json"; sample: string }
  | { ok: false; problem: "contract"; where: string };

export function readAnswer(name: OperationName, text: string): ReadAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: "no-json", sample: text.slice(0, 200) };
  }
  return checkAnswer(name, json);
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
