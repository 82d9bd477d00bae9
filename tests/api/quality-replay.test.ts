// Twenty quality checks with photos made offline, sent when the tablet is
// back, then sent all again (the answers were lost on the way, so the outbox
// retries each with its own Idempotency-Key): each result, photo, reason and
// status move is kept exactly once (issue 44, docs/quality.md "Offline").
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import * as lineChecksRoute from "@/app/api/quality/departments/[id]/lines/[polygonId]/route";
import * as resultsRoute from "@/app/api/quality/departments/[id]/lines/[polygonId]/results/route";
import { qualityPhotos, qualityResults, reasonEvents } from "@/lib/db/schema";
import { ensureDemoChecklists } from "@/lib/quality/demo-checklists";
import type { QualityResult, StationChecks } from "@/lib/quality/schemas";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { ensureQcDepartment, makeLine } from "../support/quality-lines";

vi.useFakeTimers({ now: new Date("2026-03-10T07:00:00.000Z"), toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
let qcId = 0;
let operator: ReturnType<typeof employee>;

/** A tablet's photo as the dialog sends it: a JPEG of about 200 KB (its bytes differ per line). */
function photoOf(n: number): string {
  const bytes = Buffer.alloc(200_000, n % 251);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  return bytes.toString("base64");
}

beforeAll(async () => {
  qcId = await ensureQcDepartment(ctx.handle.db);
  operator = employee(["operator"], [qcId]);
  await ensureDemoChecklists(ctx.handle.db, { QC: qcId });
});

it("sends twenty checks with photos twice over and keeps each once", async () => {
  const lines: number[] = [];
  for (let i = 0; i < 20; i++)
    lines.push(
      await makeLine(ctx.handle.db, ctx.upstream, {
        product: "Curtain",
        widthMm: 1500 + i,
        dropMm: 2400,
        statusValue: 390,
      }),
    );
  // What the tablet put in its outbox while offline: one result a line, half of them out of tolerance.
  const checks = await json<StationChecks>(
    await lineChecksRoute.GET(
      await apiRequest(`/api/quality/departments/${qcId}/lines/${lines[0]}`, { as: operator }),
      routeParams({ id: qcId, polygonId: lines[0]! }),
    ),
  );
  const id = (measure: string) => checks.checks.find((c) => c.measure === measure)!.id;
  const photoCheck = checks.checks.find((c) => c.kind === "photo")!.id;
  const reasonId = checks.reasons.find((r) => r.code === "too-short")!.id;
  const sewId = ctx.ids.departments.SEW;
  const queued = lines.map((line, i) => {
    const isShort = i % 2 === 1;
    return {
      line,
      key: `quality-${line}-offline`,
      body: {
        values: [
          { checkId: id("width"), valueMm: 1500 + i - (isShort ? 25 : 0) },
          { checkId: id("drop"), valueMm: 2400 },
          { checkId: photoCheck, photos: [{ type: "image/jpeg", base64: photoOf(i) }] },
        ],
        ...(isShort ? { reasonId, destination: { kind: "department", productionDepartmentId: sewId } } : {}),
      },
    };
  });
  const send = async ({ line, key, body }: (typeof queued)[number]) => {
    const request = await apiRequest(`/api/quality/departments/${qcId}/lines/${line}/results`, {
      method: "POST",
      as: operator,
      body,
    });
    request.headers.set("idempotency-key", key);
    return resultsRoute.POST(request, routeParams({ id: qcId, polygonId: line }));
  };

  const first = [];
  for (const item of queued) first.push(await send(item));
  expect(first.map((r) => r.status)).toEqual(queued.map(() => 201));
  const firstIds = await Promise.all(first.map(async (r) => (await json<QualityResult>(r)).id));
  // The answers were lost: the outbox sends all twenty again, each with its key.
  const again = [];
  for (const item of queued) again.push(await send(item));
  expect(again.map((r) => r.headers.get("idempotency-replayed"))).toEqual(queued.map(() => "true"));
  expect(await Promise.all(again.map(async (r) => (await json<QualityResult>(r)).id))).toEqual(firstIds);

  const results = await ctx.handle.db
    .select({ id: qualityResults.id, polygon: qualityResults.productionPolygonId })
    .from(qualityResults)
    .where(inArray(qualityResults.productionPolygonId, lines));
  expect(results.map((r) => r.polygon).sort((a, b) => a - b)).toEqual([...lines].sort((a, b) => a - b));
  const photos = await ctx.handle.db
    .select({ resultId: qualityPhotos.resultId, base64: qualityPhotos.photoBase64 })
    .from(qualityPhotos)
    .where(
      inArray(
        qualityPhotos.resultId,
        results.map((r) => r.id),
      ),
    );
  expect(photos).toHaveLength(20);
  expect(new Set(photos.map((p) => p.base64)).size).toBe(20);
  const events = await ctx.handle.db
    .select()
    .from(reasonEvents)
    .where(inArray(reasonEvents.productionPolygonId, lines));
  expect(events).toHaveLength(10);
  // The ten short ones went back to sewing once each.
  for (const [i, line] of lines.entries()) {
    const statuses = (await ctx.upstream.polygon.getById({ id: line })).statuses.map(
      (s) => s.productionStatusValue,
    );
    expect(statuses.filter((value) => value === 290)).toHaveLength(i % 2 === 1 ? 1 : 0);
  }
}, 120_000);
