// A claim's lease: the server holding a claim renews it while its request
// runs, so a repeat on another server waits (409 after its wait); a claim
// whose server died (no renewal) is taken over within the lease, with the
// upstream writes it had recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { openTestDatabase } from "@/tests/support/test-database";
import { claimIdempotencyKey, settleIdempotencyKey } from "./idempotency";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

const request = (key: string) =>
  new Request("http://localhost/api/pack/polygons/1/packages", {
    method: "POST",
    headers: { "idempotency-key": key, "content-type": "application/json" },
    body: JSON.stringify({ amount: 1 }),
  });
const lease = { leaseMs: 600, pollMs: 50 };

describe("a claim's lease", () => {
  it("is renewed while the request runs: a repeat meanwhile waits, then hears 409", async () => {
    const { claim } = await claimIdempotencyKey(handle.db, request("lease-0001"), 7, lease);
    expect(claim).toBeDefined();
    const repeat = claimIdempotencyKey(handle.db, request("lease-0001"), 7, { ...lease, waitMs: 1_500 });
    await expect(repeat).rejects.toSatisfy((error) => error instanceof AppError && error.status === 409);
    await settleIdempotencyKey(handle.db, claim, Response.json({ ok: true }, { status: 201 }));
    const replay = await claimIdempotencyKey(handle.db, request("lease-0001"), 7, lease);
    expect(replay.replay?.status).toBe(201);
  });

  it("of a server that died is taken over within the lease, with the writes it recorded", async () => {
    const { claim } = await claimIdempotencyKey(handle.db, request("lease-0002"), 7, lease);
    const recorded = [{ index: 0, operation: "polygonpackage/create", state: "done", output: { id: 5 } }];
    await handle.db
      .update(idempotencyKeys)
      .set({ upstreamWrites: recorded })
      .where(eq(idempotencyKeys.key, "lease-0002"));
    claim!.stopRenewing(); // the server is killed: nobody renews
    const startedAt = performance.now();
    const taken = await claimIdempotencyKey(handle.db, request("lease-0002"), 7, { ...lease, waitMs: 5_000 });
    const waitedMs = performance.now() - startedAt;
    expect(taken.claim?.recordedWrites).toEqual(recorded);
    expect(taken.claim?.hasWritten).toBe(true);
    expect(waitedMs).toBeLessThan(1_500);
    taken.claim!.stopRenewing();
  });

  it("is taken by one of two servers racing for it", async () => {
    const { claim } = await claimIdempotencyKey(handle.db, request("lease-0003"), 7, lease);
    claim!.stopRenewing();
    const racers = await Promise.allSettled(
      [1, 2].map(() => claimIdempotencyKey(handle.db, request("lease-0003"), 7, { ...lease, waitMs: 1_000 })),
    );
    const winners = racers.filter((r) => r.status === "fulfilled" && r.value.claim);
    expect(winners).toHaveLength(1);
    for (const r of racers) if (r.status === "fulfilled") r.value.claim?.stopRenewing();
  });
});
