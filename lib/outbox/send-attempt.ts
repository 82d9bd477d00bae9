// One try at sending a kept write to the app's server, with its
// Idempotency-Key, and the route's answer (or refusal) read from that try.
import { ApiError, type Problem } from "@/lib/http/fetch-json";
import type { OutboxEntry } from "./entry-schema";
import { madeAtHeader } from "./made-at";
import { jsonOrNull, type Attempt } from "./verdict";
import { putEntry } from "./store";

const requestTimeoutMs = 15_000;

export async function attempt(entry: OutboxEntry): Promise<Attempt> {
  try {
    const body =
      entry.body === undefined ? undefined : entry.isForm ? formOf(entry.body) : JSON.stringify(entry.body);
    const response = await fetch(entry.url, {
      method: entry.method,
      headers: {
        "idempotency-key": entry.key,
        // When it was made: a step sent later is recorded at the press (lib/outbox/made-at.ts).
        [madeAtHeader]: entry.createdAt,
        ...(body === undefined || entry.isForm ? {} : { "content-type": "application/json" }),
      },
      body,
      cache: "no-store",
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    // A body cut off (the server went away while answering) throws here: no answer, sent again with its key.
    return { kind: "answer", status: response.status, body: jsonOrNull(await response.text()) };
  } catch (error) {
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

function formOf(fields: unknown): FormData {
  const form = new FormData();
  if (fields && typeof fields === "object")
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  return form;
}

/** Stores a write being sent (not in the list of kept ones: it is not waiting); false when storing failed. */
export function storeOnTheWay(entry: OutboxEntry): Promise<boolean> {
  return putEntry(entry).then(
    () => true,
    (error: unknown) => {
      console.error("[outbox] could not keep a write while it is sent:", error);
      return false;
    },
  );
}

export function answerOf<T>(result: Attempt, entry: OutboxEntry): T {
  if (result.kind === "network") throw new TypeError(`${entry.url}: ${result.message}`);
  if (result.status >= 200 && result.status < 300) return result.body as T;
  const problem = (result.body ?? { status: result.status }) as Problem;
  throw new ApiError(result.status, problem);
}
