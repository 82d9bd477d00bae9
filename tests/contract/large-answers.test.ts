// A large answer of the production API (a list of thousands of polygons, as a
// real upstream sends it over HTTP) is read on the worker pool and taken back
// a slice at a time: the same values as read in place, and the pool did it.
import { describe, expect, it } from "vitest";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { offThreadFromChars } from "@/lib/production-api/http";
import { readAnswer } from "@/lib/production-api/read-answer";
import readAnswerTask from "@/lib/production-api/read-answer.task";
import { closeWorkerPool, taskRuns } from "@/lib/workers/pool";
import { useContractContext } from "../support/contract";

describe("large answers", () => {
  const context = useContractContext({
    seed: async (handle) => {
      await loadDemoData(handle.db, { seed: 20261129, projects: 400, now: new Date("2026-11-02T09:00:00Z") });
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
    await closeWorkerPool();
  });

  it("a large answer that does not fit the contract is the same contract error as one read in place", async () => {
    const { readAnswerOffThread } = await import("@/lib/production-api/read-answer-off-thread");
    const broken = JSON.stringify(Array.from({ length: 40_000 }, (_, id) => ({ id, name: "no polygon" })));
    expect(broken.length).toBeGreaterThanOrEqual(offThreadFromChars);
    const read = await readAnswerOffThread("polygon/getunmatched", broken);
    expect(read).toEqual(readAnswer("polygon/getunmatched", broken));
    expect(read.ok).toBe(false);
    await closeWorkerPool();
  });
});
