// Shared secrets: servers starting at once on one database all read the one
// secret the first of them made; a second start reads it again unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { loadSharedSecret } from "./shared-secrets";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

describe("a shared secret", () => {
  it("is made once however many servers race for it, and kept", async () => {
    const secrets = await Promise.all(
      [1, 2, 3, 4, 5].map(() => loadSharedSecret(handle.db, "nextauth-secret")),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(48);
    expect(await loadSharedSecret(handle.db, "nextauth-secret")).toBe(secrets[0]);
    expect(await loadSharedSecret(handle.db, "production-api-jwt-secret")).not.toBe(secrets[0]);
  });
});
