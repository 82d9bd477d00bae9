// One call to the production API: bearer token, timeout, retries with backoff
// for reads on network errors and 502/503/504 (never for writes), ProblemDetails
// into ProductionApiError, and the response read with the contract's schema.
import pRetry from "p-retry";
import {
  isReadOperation,
  productionApiOperations,
  type OperationInput,
  type OperationName,
  type OperationOutput,
} from "./operations";
import { ProductionApiError, unreachedError, unreachedOf } from "./errors";
import { fieldErrorsOf, problemDetailsSchema } from "./problem";
import { checkAnswer, readAnswer, textOf, type ReadAnswer } from "./read-answer";
import { answerViews, type AnswerView, type ViewInput, type ViewOutput } from "./views";

export type HttpOptions = {
  /** Base URL ending in /production-api. */
  baseUrl: string;
  /** Server-side token provider; called for every request. */
  getToken: () => Promise<string>;
  timeoutMs?: number;
  /** Extra attempts for GETs (default 2). */
  retries?: number;
  /** First backoff delay in ms, doubled per attempt (default 200). */
  backoffMs?: number;
  /**
   * Ask for uncompressed answers: on the loopback (the embedded API in this
   * same process) gzip costs CPU at both ends of one process and saves nothing.
   */
  isUncompressed?: boolean;
  fetch?: typeof fetch;
  /**
   * A view's call (callView) is made, read and cut down on the worker pool over
   * node:http (fetch-view.task.ts): a real upstream's lists of 20-25 MB never
   * reach the request thread's heap. Not with `transport` in process.
   */
  fetchesViewsOnPool?: boolean;
  /**
   * Hands each call over without fetch (the embedded API in this same process,
   * lib/server/embedded-api.ts): no Request, Response or body streams. Wins over `fetch`.
   */
  transport?: Transport;
};

/** One call as a transport sends it. */
export type TransportRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Fires on the call's timeout: the transport rejects at once, as fetch does. */
  signal: AbortSignal;
};
/** What callOperation reads of an answer: a fetch Response has it, and so does one handed over in process. */
export type TransportAnswer = Pick<Response, "status" | "statusText" | "ok" | "text"> & {
  body: { cancel: () => Promise<void> } | null;
  /**
   * The body as bytes, where the transport has them (node-transport.ts, fetch): a large answer goes
   * to the worker pool as they are, handed over rather than copied, and decoded there.
   */
  bytes?: () => Promise<Uint8Array>;
};
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

const retryableStatuses = new Set([502, 503, 504]);

function buildUrl(baseUrl: string, name: OperationName, input: unknown, inQuery: boolean): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/${name}`);
  if (inQuery && input && typeof input === "object") {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

async function readProblem(name: OperationName, response: TransportAnswer): Promise<ProductionApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = problemDetailsSchema.safeParse(body);
  const problem = parsed.success ? parsed.data : {};
  return new ProductionApiError(
    name,
    "problem",
    response.status,
    problem.title ?? (response.statusText || "Upstream error"),
    problem.detail ?? (parsed.success ? "" : text.slice(0, 200)),
    fieldErrorsOf(problem),
  );
}

/** A failed fetch or body read (no answer, a dropped connection, the timeout) as a ProductionApiError. */
const transportError = (name: OperationName, error: unknown) => unreachedError(name, unreachedOf(error));

/** A read is tried again when no answer came or the upstream was briefly away (502/503/504). */
const isWorthRetrying = (error: Error) =>
  error instanceof ProductionApiError &&
  (error.kind === "network" || error.kind === "timeout" || retryableStatuses.has(error.status));

export async function callOperation<N extends OperationName>(
  options: HttpOptions,
  name: N,
  input: OperationInput<N> | undefined,
): Promise<OperationOutput<N>> {
  return readSuccess(name, await answerOf(options, name, input), null) as Promise<OperationOutput<N>>;
}

/** A list operation's answer through a view (views.ts): each item as the view keeps it. */
export async function callView<V extends AnswerView>(
  options: HttpOptions,
  view: V,
  input: ViewInput<V>,
): Promise<ViewOutput<V>> {
  const operation: OperationName = answerViews[view].operation;
  const opInput = input as OperationInput<OperationName>;
  if (options.fetchesViewsOnPool)
    return viewFetchedOnPool(options, view, operation, opInput) as Promise<ViewOutput<V>>;
  const answer = await answerOf<OperationName>(options, operation, opInput);
  return readSuccess(operation, answer, view) as Promise<ViewOutput<V>>;
}

/** An answer other than 2xx, as readProblem reads it. */
const refusedAnswer = (status: number, statusText: string, text: string): TransportAnswer => ({
  status,
  statusText,
  ok: false,
  text: () => Promise.resolve(text),
  body: null,
});

/** callView with the call itself made on the worker pool (fetch-view.task.ts): retried as answerOf retries. */
async function viewFetchedOnPool(
  options: HttpOptions,
  view: AnswerView,
  name: OperationName,
  input: OperationInput<OperationName>,
): Promise<unknown> {
  const { fetchViewOffThread } = await import("./read-answer-off-thread");
  const timeoutMs = options.timeoutMs ?? 10_000;
  return retried(options, name, async () => {
    const fetched = await fetchViewOffThread(await requestOf(options, name, input), timeoutMs, name, view);
    if (fetched.kind === "unreached") throw unreachedError(name, fetched);
    if (fetched.kind === "refused")
      throw await readProblem(name, refusedAnswer(fetched.status, fetched.statusText, fetched.text));
    return answerOrThrow(name, fetched.read, fetched.status);
  });
}

/** The call as a transport sends it, but for its timeout's signal: a fresh token, the input in the query or the body. */
async function requestOf(
  options: HttpOptions,
  name: OperationName,
  input: unknown,
): Promise<Omit<TransportRequest, "signal">> {
  const spec = productionApiOperations[name];
  const body = spec.input.in === "body" ? JSON.stringify(input ?? {}) : undefined;
  const token = await options.getToken();
  return {
    url: buildUrl(options.baseUrl, name, input, spec.input.in !== "body"),
    method: spec.method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(options.isUncompressed ? { "accept-encoding": "identity" } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body }),
  };
}

/** An attempt sent again (reads only) while it is worth it; an answer that does not fit the contract is not. */
const retried = <T>(options: HttpOptions, name: OperationName, attempt: () => Promise<T>): Promise<T> =>
  pRetry(attempt, {
    retries: isReadOperation(name) ? (options.retries ?? 2) : 0,
    minTimeout: options.backoffMs ?? 200,
    factor: 2,
    shouldRetry: ({ error }) => isWorthRetrying(error),
  });

/** The operation's answer with a 2xx status, sent again (reads only) while it is worth it. */
async function answerOf<N extends OperationName>(
  options: HttpOptions,
  name: N,
  input: OperationInput<N> | undefined,
): Promise<TransportAnswer> {
  const doFetch = options.fetch ?? fetch;
  const send: Transport =
    options.transport ??
    (async ({ url, ...init }) => {
      const response = await doFetch(url, { ...init, cache: "no-store" });
      const { status, statusText, ok, body } = response;
      const bytes = async () => new Uint8Array(await response.arrayBuffer());
      return { status, statusText, ok, body, text: () => response.text(), bytes };
    });

  // One attempt: a token, one send under its own timeout, and any answer but 2xx thrown.
  return retried(options, name, async (): Promise<TransportAnswer> => {
    let response: TransportAnswer;
    try {
      const request = await requestOf(options, name, input);
      response = await send({ ...request, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw transportError(name, error);
    }
    if (!response.ok) throw await readProblem(name, response);
    return response;
  });
}

/** Answers this long or longer (characters, or bytes) are read on a worker thread. */
export const offThreadFromChars = 256 * 1024;

/** The answer read with the operation's schema, its items through `view` when one is named. */
async function readSuccess<N extends OperationName>(
  name: N,
  response: TransportAnswer,
  view: AnswerView | null,
): Promise<unknown> {
  const schema = productionApiOperations[name].response;
  // The timeout also covers the body: a body that stalls half-way is a timeout, not a raw DOMException.
  const body = await (response.bytes ? response.bytes() : response.text()).catch((error: unknown) => {
    throw transportError(name, error);
  });
  // 200 with an empty body where 204 was meant: the same as no body.
  if (schema === null) return undefined;
  // A list of 100,000 polygons is 10-25 MB: decoded, parsed, checked and viewed beside the request
  // thread (decoding it here alone held the thread for 100 ms and more). So is an answer whose view
  // says so, whatever its size (an order spec: thousands are read for one Cut list).
  if (body.length >= offThreadFromChars || (view !== null && answerViews[view].isOffThread)) {
    const { readAnswerOffThread } = await import("./read-answer-off-thread");
    return answerOrThrow(name, await readAnswerOffThread(name, body, view), response.status);
  }
  return answerOrThrow(name, readAnswer(name, textOf(body), view), response.status);
}

function answerOrThrow<N extends OperationName>(
  name: N,
  read: ReadAnswer,
  status: number,
): OperationOutput<N> {
  if (read.ok) return read.value as OperationOutput<N>;
  if (read.problem === "no-json")
    throw new ProductionApiError(name, "contract", status, "The production API sent no JSON", read.sample);
  throw new ProductionApiError(
    name,
    "contract",
    status,
    "The production API sent an unexpected shape",
    read.where,
  );
}

/**
 * An operation's answer read with the contract's schema (a ProductionApiError
 * "contract" when it does not fit); also reads an answer recorded earlier
 * (lib/idempotency replays a write's stored answer).
 */
export function parseOutput<N extends OperationName>(
  name: N,
  json: unknown,
  status = 200,
): OperationOutput<N> {
  return answerOrThrow(name, checkAnswer(name, json), status);
}
