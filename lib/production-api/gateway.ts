// The one gateway to the production API (docs/upstream-gateway.md): every call
// of a request goes through one `callOperation`, wrapped in a chain of small
// steps (the write path that keeps the shared lists, the idempotency record
// of writes, timing), with a memo that reads a record once per request and
// forgets what a write touched.
import { processWide } from "@/lib/base/process-wide";
import { ProductionApiError } from "./errors";
import { callOperation, callView, type HttpOptions } from "./http";
import { clientOver, type ProductionApiClient } from "./client";
import {
  isReadOperation,
  productionApiOperations,
  type OperationInput,
  type OperationName,
  type OperationOutput,
} from "./operations";
import { createReadMemo } from "./read-memo";
import { answerViews } from "./views";

/** One upstream call as the steps see it. */
export type UpstreamCall<N extends OperationName = OperationName> = {
  operation: N;
  input: OperationInput<N> | undefined;
  /** Not a GET: recorded on an idempotency claim, followed into the kept lists, never retried or memoised. */
  isWrite: boolean;
};

/** A step around the call: it may act before and after `next`, or answer without it (a replay). */
export type GatewayStep = <N extends OperationName>(
  call: UpstreamCall<N>,
  next: () => Promise<OperationOutput<N>>,
) => Promise<OperationOutput<N>>;

/** What each call that reached the upstream took: status 0 when no answer came (network, timeout). */
export type CallRecord = { operation: OperationName; status: number; durationMs: number };
export type CallObserver = (record: CallRecord) => void;

// Process-wide (also across Next's module copies), so a metrics module (or a test) can watch
// every gateway of every request.
const observers = processWide("upstream-call-observers", () => new Set<CallObserver>());

/** Watches every upstream call made from now on; answers the function that stops watching. */
export function onUpstreamCall(observer: CallObserver): () => void {
  observers.add(observer);
  return () => void observers.delete(observer);
}

function report(record: CallRecord): void {
  for (const observer of observers) {
    try {
      observer(record);
    } catch (error) {
      console.error("[gateway] a call observer failed:", error);
    }
  }
}

/** The call, its status and time reported to the observers. */
async function reported<T>(operation: OperationName, call: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  let status = 0;
  try {
    const output = await call();
    status = productionApiOperations[operation].response === null ? 204 : 200;
    return output;
  } catch (error) {
    if (error instanceof ProductionApiError) status = error.status;
    throw error;
  } finally {
    report({ operation, status, durationMs: performance.now() - startedAt });
  }
}

export type GatewayOptions = HttpOptions & {
  /** Read each record once for the gateway's life: on for one request, off for long-lived clients. */
  isMemoised?: boolean;
};

export type Gateway = {
  client: ProductionApiClient;
  /** Adds a step inside the ones added before (the first added is the outermost). */
  use: (step: GatewayStep) => void;
};

export function createGateway(options: GatewayOptions): Gateway {
  const steps: GatewayStep[] = [];
  const memo = options.isMemoised ? createReadMemo() : null;

  // Timing is the innermost step: it measures the upstream's answer, not the steps around it.
  const timed = <N extends OperationName>(call: UpstreamCall<N>): Promise<OperationOutput<N>> =>
    reported(call.operation, () => callOperation(options, call.operation, call.input)).finally(() => {
      // Forgotten before any step after it reads again (the write path re-reads what changed).
      if (call.isWrite) memo?.forget(call.operation);
    });

  const run = <N extends OperationName>(
    call: UpstreamCall<N>,
    index: number,
  ): Promise<OperationOutput<N>> => {
    const step = steps[index];
    return step ? step(call, () => run(call, index + 1)) : timed(call);
  };

  const client = clientOver(
    (operation) => {
      const isWrite = !isReadOperation(operation);
      const send = (input: OperationInput<typeof operation> | undefined) =>
        run({ operation, input, isWrite }, 0);
      return isWrite || !memo ? send : memo.memoise(operation, send);
    },
    (view, input) => reported(answerViews[view].operation, () => callView(options, view, input)),
  );

  return { client, use: (step) => void steps.push(step) };
}

/** A client with no steps and no memo: scripts, tests, and the contract suite. */
export const createProductionApiClient = (options: HttpOptions): ProductionApiClient =>
  createGateway(options).client;
