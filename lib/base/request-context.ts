// The request id of the API request being served, for every log line written
// while it runs (lib/base/log.ts adds it to error lines). Set by defineRoute.
import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "@/lib/base/process-wide";

/**
 * A request's context; background work runs in one of its own, with no request
 * id. `arrivedAt`: when the request's handler began (performance.now()).
 */
type RequestContext = { requestId: string | undefined; arrivedAt?: number };

const storage = () => processWide("request-context", () => new AsyncLocalStorage<RequestContext>());

export const runWithRequestId = <T>(requestId: string, work: () => T): T =>
  storage().run({ requestId, arrivedAt: performance.now() }, work);

export const currentRequestId = (): string | undefined => storage().getStore()?.requestId;

/** When the request being served began (lib/base/yield.ts lets younger ones go first); none outside a request. */
export const currentRequestArrival = (): number | undefined => storage().getStore()?.arrivedAt;

/**
 * The context `work` runs in: the request's, a background task's (outsideRequests) or
 * none (a page's render, start-up). What is kept for one request is kept by it
 * (the gateway's read memo, lib/production-api/read-memo.ts).
 */
export const currentScope = (): object | undefined => storage().getStore();

/**
 * Runs `work` as no request's (background work a request started: its logs and
 * checks name no request), in a scope of its own: what the request kept for
 * itself is not the background's (currentScope).
 */
export const outsideRequests = <T>(work: () => T): T => storage().run({ requestId: undefined }, work);
