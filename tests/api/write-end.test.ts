// A scan's own rows, its Idempotency-Key answer and its audit outcome are one
// transaction (lib/route/end-write.ts). The database itself refuses the last of
// them (a trigger on the audit trail, as a full disk or a lost connection
// would): then none of them stands, the packer hears a 503, and the outbox's
// retry with the same key replays the upstream write instead of making it again
// and writes the rows once.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as scanRoute from "@/app/api/pack/scan/route";
import { auditLog, idempotencyKeys, packEvents } from "@/lib/db/schema";
import { onUpstreamCall, type CallRecord } from "@/lib/production-api/gateway";
import { apiRequest, employee, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const packer = employee(["packer"]);

let calls: CallRecord[] = [];
let stopWatching = () => {};
beforeAll(() => {
  stopWatching = onUpstreamCall((record) => calls.push(record));
});
afterAll(() => stopWatching());

async function scan(barcode: string, key: string) {
  const request = await apiRequest("/api/pack/scan", { method: "POST", as: packer, body: { barcode } });
  request.headers.set("idempotency-key", key);
  return scanRoute.POST(request);
}

const eventsOf = (polygonPackageId: number) =>
  ctx.handle.db.select().from(packEvents).where(eq(packEvents.polygonPackageId, polygonPackageId));

const auditRowsOf = (status: number) =>
  ctx.handle.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, "pack.scan"), eq(auditLog.status, status)));

/** The audit trail refuses every outcome but a 503's, as a database that cannot write would. */
async function refuseAuditOutcomes(isOn: boolean) {
  const db = ctx.handle.db;
  if (!isOn) {
    await db.execute(sql`drop trigger if exists refuse_outcome on app.audit_log`);
    return;
  }
  await db.execute(sql`
    create or replace function app.refuse_outcome() returns trigger language plpgsql as $$
    begin
      if new.status < 500 then raise exception 'the audit trail cannot be written'; end if;
      return new;
    end $$`);
  await db.execute(sql`
    create trigger refuse_outcome before update on app.audit_log
    for each row execute function app.refuse_outcome()`);
}

describe("the end of a scan", () => {
  it("keeps the pack event, the key's answer and the audit outcome together, or none of them", async () => {
    const [packageId] = ctx.ids.polygonPackageIds;
    expect(await eventsOf(packageId)).toEqual([]);
    const okBefore = (await auditRowsOf(200)).length;

    await refuseAuditOutcomes(true);
    calls = [];
    const refused = await scan("PKG-0001", "scan-end-0001");
    await refuseAuditOutcomes(false);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ title: "Not recorded here yet" });
    // The upstream change was made once; nothing here says so yet.
    expect(calls.filter((c) => c.operation === "polygonpackage/update")).toHaveLength(1);
    const [pkg] = await ctx.upstream.polygonPackage.getByPolygon({
      productionPolygonId: ctx.ids.polygonIds[0],
    });
    expect(pkg?.packedAt).not.toBeNull();
    expect(await eventsOf(packageId)).toEqual([]);
    expect((await auditRowsOf(200)).length).toBe(okBefore);
    expect((await auditRowsOf(503)).length).toBeGreaterThan(0);
    const [claim] = await ctx.handle.db
      .select({ state: idempotencyKeys.state, upstreamWrites: idempotencyKeys.upstreamWrites })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "scan-end-0001"));
    // Released for the retry, with the write and its answer recorded.
    expect(claim?.state).toBe("in-progress");
    const writes = (claim?.upstreamWrites as { operation: string; state: string }[]).filter(
      (entry) => entry.state !== "read",
    );
    expect(writes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operation: "polygonpackage/update", state: "done" }),
        expect.objectContaining({ operation: "status/setstatusforpolygons", state: "done" }),
      ]),
    );

    // The outbox sends it again with its key: the write is replayed, the rows written once.
    calls = [];
    const retried = await scan("PKG-0001", "scan-end-0001");
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await retried.json()).toMatchObject({
      outcome: "packed",
      isPolygonPacked: true,
      panel: { packages: [{ barcode: "PKG-0001", isPacked: true, packedBy: packer.displayName }] },
    });
    expect(calls.filter((c) => c.operation === "polygonpackage/update")).toHaveLength(0);
    const events = await eventsOf(packageId);
    expect(events.map((e) => e.action).sort()).toEqual(["pack", "status"]);
    expect(new Set(events.map((e) => e.batchId)).size).toBe(1);
    expect((await auditRowsOf(200)).length).toBe(okBefore + 1);

    // A third send is the stored answer: nothing more is written.
    const repeat = await scan("PKG-0001", "scan-end-0001");
    expect(repeat.headers.get("idempotency-replayed")).toBe("true");
    expect(await eventsOf(packageId)).toHaveLength(2);
  });
});
