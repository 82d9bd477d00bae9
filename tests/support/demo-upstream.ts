// A demo workshop behind the embedded production API on a real HTTP port, and a
// client of it, for the tests of what the app keeps and works out from the
// upstream (the kept lists, the supervisor's views). Registers beforeAll and
// afterAll; a test that fakes the clock registers that before calling this.
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-server";
import { openTestDatabase } from "./test-database";

export type DemoUpstream = { handle: DatabaseHandle; server: EmbeddedServer; upstream: ProductionApiClient };

export function setUpDemoUpstream(demo: { seed: number; projects: number; now: Date }): DemoUpstream {
  const ctx = {} as DemoUpstream;
  beforeAll(async () => {
    ctx.handle = await openTestDatabase();
    await loadDemoData(ctx.handle.db, demo);
    ctx.server = await startEmbeddedServer(ctx.handle.db);
    ctx.upstream = createProductionApiClient({
      baseUrl: ctx.server.baseUrl,
      getToken: () => ctx.server.token(1),
      retries: 0,
    });
  });
  afterAll(async () => {
    await ctx.server?.close();
    await ctx.handle?.close();
  });
  return ctx;
}
