// The upstream client of a request that claimed an Idempotency-Key: each
// upstream write is recorded on the claim as soon as it succeeds, so a retry
// that takes over a claim left by a killed server replays those writes'
// answers instead of writing again, and only reads afresh.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { operationGroups, type ProductionApiClient } from "@/lib/production-api/client";
import { productionApiOperations } from "@/lib/production-api/operations";
import type { IdempotencyClaim } from "./idempotency";

type ClientFunction = (input?: unknown) => Promise<unknown>;

export function recordingUpstream(
  upstream: ProductionApiClient,
  db: Database,
  claim: IdempotencyClaim,
): ProductionApiClient {
  const where = and(eq(idempotencyKeys.employeeId, claim.employeeId), eq(idempotencyKeys.key, claim.key));
  const recorded = new Map(claim.recordedWrites.map((write) => [write.index, write]));
  let next = 0;
  const record = async (index: number, operation: string, output: unknown) => {
    const write = JSON.stringify([{ index, operation, output: output ?? null }]);
    try {
      await db
        .update(idempotencyKeys)
        .set({ upstreamWrites: sql`${idempotencyKeys.upstreamWrites} || ${write}::jsonb` })
        .where(where);
    } catch (error) {
      // The upstream changed already: the request must still answer success.
      console.error(`[idempotency] could not record ${operation} for key ${claim.key}:`, error);
    }
  };
  const client: Record<string, Record<string, ClientFunction>> = {};
  for (const [group, functions] of Object.entries(operationGroups)) {
    const original = upstream[group as keyof ProductionApiClient] as Record<string, ClientFunction>;
    client[group] = { ...original };
    for (const [fn, operation] of Object.entries(functions)) {
      if (productionApiOperations[operation].method === "GET") continue;
      client[group][fn] = async (input?: unknown) => {
        // Numbered in the order the route starts them, the same for the same request.
        const index = next++;
        const done = recorded.get(index);
        if (done?.operation === operation) return done.output ?? undefined;
        const output = await original[fn]!(input);
        await record(index, operation, output);
        return output;
      };
    }
  }
  // Built from the same table as the client's type.
  return client as unknown as ProductionApiClient;
}
