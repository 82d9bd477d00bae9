// The request id of the API request being served, for every log line written
// while it runs (lib/base/log.ts adds it to error lines). Set by defineRoute.
import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "@/lib/base/process-wide";

type RequestContext = { requestId: string };

const storage = () => processWide("request-context", () => new AsyncLocalStorage<RequestContext>());

export const runWithRequestId = <T>(requestId: string, work: () => T): T =>
  storage().run({ requestId }, work);

export const currentRequestId = (): string | undefined => storage().getStore()?.requestId;

/** Runs `work` as no request's (background work a request started: its logs and checks name no request). */
export const outsideRequests = <T>(work: () => T): T => storage().exit(work);
