// A large answer of the production API (a list of thousands of polygons, as a
// real upstream sends it over HTTP) is read on the worker pool and taken back
// a slice at a time: the same values as read in place, and the pool did it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import fetchViewTask from "@/lib/production-api/fetch-view.task";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { offThreadFromChars, type HttpOptions } from "@/lib/production-api/http";
import { nodeHttpTransport } from "@/lib/production-api/node-transport";
import { readAnswer } from "@/lib/production-api/read-answer";
import readAnswerTask from "@/lib/production-api/read-answer.task";
import { slimOfDigest, slimPolygon } from "@/lib/shared-lists/slim";
import { closeWorkerPool, runTask, taskRuns } from "@/lib/workers/pool";
import { rejection, useContractContext } from "../support/contract";

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

  describe("a view fetched on the pool (a real upstream's lists)", () => {
    const onPool = (options: Partial<HttpOptions> = {}) =>
      createProductionApiClient({
        baseUrl: context.server.baseUrl,
        getToken: () => context.server.token(1002),
        retries: 0,
        transport: nodeHttpTransport,
        fetchesViewsOnPool: true,
        ...options,
      });

    it("gives what the view gives of the answer read on the request thread; the pool made the call", async () => {
      const client = onPool();
      for (const statusValue of [100, 200, 300, 400, 500]) {
        const polygons = await context.client.status.getPolygonsForStatusValue({ statusValue });
        const [fetched, read] = [taskRuns(fetchViewTask), taskRuns(readAnswerTask)];
        const digests = await client.view("polygon-digests", { statusValue });
        // One task made the call and read the answer, small or large; none read bytes sent to it.
        expect([taskRuns(fetchViewTask), taskRuns(readAnswerTask)]).toEqual([fetched + 1, read]);
        expect(digests.map(slimOfDigest)).toEqual(polygons.map(slimPolygon));
      }
      const unmatched = await client.view("unmatched-digests", {});
      expect(unmatched).toEqual(await context.client.view("unmatched-digests", {}));
      expect(unmatched.length).toBeGreaterThan(500);
      await closeWorkerPool();
    });

    it("an answer other than 2xx, no answer and a timeout are the errors of a call made in place", async () => {
      const refusedOnPool = await rejection(
        onPool({ getToken: () => Promise.resolve("not-a-token") }).view("unmatched-digests", {}),
      );
      const refusedInPlace = await rejection(
        onPool({ getToken: () => Promise.resolve("not-a-token"), fetchesViewsOnPool: false }).view(
          "unmatched-digests",
          {},
        ),
      );
      expect(refusedOnPool.kind).toBe("problem");
      expect(refusedOnPool.status).toBe(401);
      expect({ ...refusedOnPool, message: refusedOnPool.message }).toEqual({
        ...refusedInPlace,
        message: refusedInPlace.message,
      });

      // A port where nothing listens: no answer.
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const { port: closedPort } = closed.address() as AddressInfo;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const unreached = await rejection(
        onPool({ baseUrl: `http://127.0.0.1:${closedPort}/production-api` }).view("unmatched-digests", {}),
      );
      expect([unreached.kind, unreached.status]).toEqual(["network", 0]);

      // A server that takes the call and never answers: the call's timeout.
      const silent = http.createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const settled: string[] = [];
        const call = rejection(
          onPool({ baseUrl: `http://127.0.0.1:${port}/production-api`, timeoutMs: 1_500 }).view(
            "unmatched-digests",
            {},
          ),
        ).finally(() => settled.push("the call"));
        // While the call waits for its answer, the pool's other work goes on (a cut plan is not held back).
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { port1, port2 } = new MessageChannel();
        const work = await runTask(
          readAnswerTask,
          { name: "department/getall", body: "[]", view: null, port: port2, sliceLength: 500 },
          { ports: [port2] },
        );
        port1.close();
        settled.push("other work");
        expect(work).toEqual({ ok: true, slices: 0 });
        const timedOut = await call;
        expect(settled).toEqual(["other work", "the call"]);
        expect([timedOut.kind, timedOut.title]).toEqual([
          "timeout",
          "The production API did not answer in time",
        ]);
      } finally {
        silent.closeAllConnections();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
        await closeWorkerPool();
      }
    });
  });
});
