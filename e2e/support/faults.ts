// The embedded production API's fault switch (test-only; the e2e server runs
// with TEST_FAULTS=1): make an operation slow, fail with 503 or drop its
// requests, and clear it again.
import { expect, type APIRequestContext } from "@playwright/test";
import { upstreamToken } from "./floor";

export type Fault = {
  /** An operation name such as "polygonpackage/update", or "*". */
  operation: string;
  kind: "delay" | "fail" | "drop";
  delayMs?: number;
  /** How many requests it hits; absent: until cleared. */
  count?: number;
};

async function faults(request: APIRequestContext, method: "POST" | "DELETE", data?: Fault) {
  const response = await request.fetch("/production-api/_test/faults", {
    method,
    headers: { Authorization: `Bearer ${await upstreamToken()}` },
    data,
  });
  expect(response.ok(), `fault switch ${method}: ${response.status()}`).toBe(true);
}

export const setFault = (request: APIRequestContext, fault: Fault) => faults(request, "POST", fault);

/** Clears every fault. */
export const clearFaults = (request: APIRequestContext) => faults(request, "DELETE");
