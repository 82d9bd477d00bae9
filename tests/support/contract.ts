// Setup shared by the contract suite: a fresh migrated database, the embedded
// API on a real port, and the typed client pointed at it with a valid token.
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { ProductionApiError } from "@/lib/production-api/errors";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-server";
import { openTestDatabase } from "./test-database";

export type ContractContext = {
  handle: DatabaseHandle;
  server: EmbeddedServer;
  /** A client acting as hub employee 1002. */
  client: ProductionApiClient;
  /** A client acting as another hub employee. */
  clientAs: (hubEmployeeId: number) => ProductionApiClient;
};

/** Registers beforeAll/afterAll hooks; the returned object is filled before the first test. */
export function useContractContext(
  options: { seed?: (handle: DatabaseHandle) => Promise<void> } = {},
): ContractContext {
  const context = {} as ContractContext;
  beforeAll(async () => {
    context.handle = await openTestDatabase();
    await options.seed?.(context.handle);
    context.server = await startEmbeddedServer(context.handle.db);
    context.clientAs = (hubEmployeeId) =>
      createProductionApiClient({
        baseUrl: context.server.baseUrl,
        getToken: () => context.server.token(hubEmployeeId),
        retries: 0,
      });
    context.client = context.clientAs(1002);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.handle?.close();
  });
  return context;
}

/** The ProductionApiError a call rejects with (fails the test when it resolves). */
export async function rejection(call: Promise<unknown>): Promise<ProductionApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ProductionApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}
