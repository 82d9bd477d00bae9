// Test support shared by lib/production-api's client.test.ts and http.test.ts: the typed
// client against a scripted local upstream (stub-upstream.ts), closed after each test.
import { afterEach } from "vitest";
import { startStubUpstream, type StubReply, type StubUpstream } from "./stub-upstream";
import type { ProductionApiClientOptions } from "@/lib/production-api/client";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { ProductionApiError } from "@/lib/production-api/errors";

export const department = {
  id: 3,
  code: "CUT",
  name: "Cutting",
  deliveryTime: 2,
  defaultProductionPackageId: null,
  employeeIds: [],
};

/** The ProductionApiError a call fails with (any other outcome fails the test). */
export async function rejection(call: Promise<unknown>): Promise<ProductionApiError> {
  const error: unknown = await call.then(
    () => new Error("expected the call to fail"),
    (e: unknown) => e,
  );
  if (!(error instanceof ProductionApiError)) throw error;
  return error;
}

/** Clients whose upstream answers what the test says; `defaults` go into every client's options. */
export function stubbedClients(defaults: Partial<ProductionApiClientOptions>) {
  let upstream: StubUpstream | undefined;
  afterEach(async () => {
    await upstream?.close();
    upstream = undefined;
  });
  return {
    /** The upstream of the last client made, with the requests it got. */
    upstream: () => upstream!,
    clientFor: async (
      reply: (hitNumber: number) => StubReply,
      options: Partial<ProductionApiClientOptions> = {},
    ) => {
      upstream = await startStubUpstream((_hit, n) => reply(n));
      return createProductionApiClient({
        baseUrl: upstream.baseUrl,
        getToken: () => Promise.resolve("token"),
        ...defaults,
        ...options,
      });
    },
  };
}
