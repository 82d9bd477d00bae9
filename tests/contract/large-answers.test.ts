// A large answer of the production API (a list of thousands of polygons, as a
// real upstream sends it over HTTP) is read on the worker pool and taken back
// a slice at a time: the same values as read in place, and the pool did it.
import { describe, expect, it } from "vitest";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { offThreadFromChars } from "@/lib/production-api/http";
import { readAnswer } from "@/lib/production-api/read-answer";
import readAnswerTask from "@/lib/production-api/read-answer.task";
import { slimOfDigest, slimPolygon } from "@/lib/shared-lists/slim";
import { closeWorkerPool, taskRuns } from "@/lib/workers/pool";
import { useContractContext } from "../support/contract";

describe("large answers", () => {
  const context = useContractContext({
    seed: async (handle) => {
      await loadDemoData(handle.db, { seed: 20261129, projects: 600, now: new Date("2026-11-02T09:00:00Z") });
    },
  });

  it("reads a list of polygons beside the request thread, as read in place", async () => {
    const raw = await fetch(`${context.server.baseUrl}/polygon/getunmatched`, {
      headers: { authorization: `Bearer ${await context.server.token(1002)}` },
    });
    const text = await raw.text();
    expect(text.length).toBeGreaterThanOrEqual(offThreadFromChars);
    const inPlace = readAnswer("polygon/getunmatched", text);
    expect(inPlace.ok).toBe(true);

    const before = taskRuns(readAnswerTask);
    const polygons = await context.client.polygon.getUnmatched();
    expect(taskRuns(readAnswerTask)).toBe(before + 1);
    expect(polygons.length).toBeGreaterThan(500);
    expect(polygons).toEqual(inPlace.ok ? inPlace.value : null);

    // The kept unmatched list's view of it, made on the pool too: a few numbers per polygon.
    const viewed = taskRuns(readAnswerTask);
    const digests = await context.client.view("unmatched-digests", {});
    expect(taskRuns(readAnswerTask)).toBe(viewed + 1);
    expect(digests).toEqual(
      polygons.map((p) => ({
        id: p.id,
        polygonId: p.polygonId,
        productionProjectId: p.productionProjectId,
        finishAt: p.finishAt,
        deliverAt: p.deliverAt,
        startedAtMs: p.statuses.length
          ? Math.min(...p.statuses.map((s) => new Date(s.assignedAt).getTime()))
          : null,
        materialIds: p.materials.map((m) => m.id).sort((x, y) => x - y),
        unmatched: p.materials.filter((m) => !m.isMatched).length,
        defective: p.materials.filter((m) => m.hasDefect).length,
      })),
    );
    expect(digests.every((d) => d.unmatched > 0)).toBe(true);
    await closeWorkerPool();
  });

  it("a view of a large list is made on the pool: the kept lists' slim copies, the same as of the whole polygons", async () => {
    const counts = await Promise.all(
      [100, 200, 300, 400, 500].map(async (statusValue) => ({
        statusValue,
        polygons: await context.client.status.getPolygonsForStatusValue({ statusValue }),
      })),
    );
    const large = counts.reduce((a, b) => (b.polygons.length > a.polygons.length ? b : a));
    expect(JSON.stringify(large.polygons).length).toBeGreaterThanOrEqual(offThreadFromChars);
    const small = counts.find(
      (c) => c.polygons.length > 0 && JSON.stringify(c.polygons).length < offThreadFromChars,
    );
    expect(small, "a status with a small list").toBeDefined();

    for (const { statusValue, polygons } of [large, small!]) {
      const before = taskRuns(readAnswerTask);
      const digests = await context.client.view("polygon-digests", { statusValue });
      expect(taskRuns(readAnswerTask)).toBe(before + (polygons === large.polygons ? 1 : 0));
      expect(digests.map(slimOfDigest)).toEqual(polygons.map(slimPolygon));
      // Plain numbers and strings only: no material, no status object crossed to the request thread.
      expect(Object.keys(digests[0]!).sort()).toEqual(
        [
          "id",
          "polygonId",
          "productionProjectId",
          "subnumber",
          "finishAt",
          "deliverAt",
          "materialDefects",
          "statuses",
          "remarks",
        ].sort(),
      );
    }
    const departmentId = (await context.client.department.getAll())[0]!.id;
    const work = await context.client.polygonDepartment.getByDepartment({
      productionDepartmentId: departmentId,
    });
    expect(await context.client.view("work-digests", { productionDepartmentId: departmentId })).toEqual(
      work.map(({ id, productionPolygonId, startAt, finishAt, productionValue }) => ({
        id,
        productionPolygonId,
        startAt,
        finishAt,
        productionValue,
      })),
    );
    await closeWorkerPool();
  });

  it("a large answer that does not fit the contract is the same contract error as one read in place", async () => {
    const { readAnswerOffThread } = await import("@/lib/production-api/read-answer-off-thread");
    const broken = JSON.stringify(Array.from({ length: 40_000 }, (_, id) => ({ id, name: "no polygon" })));
    expect(broken.length).toBeGreaterThanOrEqual(offThreadFromChars);
    const read = await readAnswerOffThread("polygon/getunmatched", broken, null);
    expect(read).toEqual(readAnswer("polygon/getunmatched", broken));
    expect(read.ok).toBe(false);
    await closeWorkerPool();
  });
});
