// The Pareto counts on a real database (PGlite): the events made here, counted
// per reason, most frequent first with the cumulative share, within the chosen
// days and department; the catalogue's "deactivate, not delete" once used.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionEmployee } from "@/lib/base/roles";
import type { DatabaseHandle } from "@/lib/db/client";
import { reasonEvents } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { activeReasons, deleteReason, listReasons, updateReason } from "./catalogue";
import { recordReasonEvent } from "./events";
import { reasonPareto } from "./pareto";
import { paretoQuery } from "./schemas";

let handle: DatabaseHandle;
const operator: SessionEmployee = {
  employeeId: 1,
  username: "op",
  displayName: "Operator One",
  hubEmployeeId: 3001,
  locale: "en",
  roles: ["operator"],
  departmentIds: [1, 2],
};
const now = new Date("2026-11-20T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const query = (q: Record<string, string>) => paretoQuery.parse(q);

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle?.close());

describe("reason Pareto", () => {
  it("counts each reason per department within the days, most frequent first, with the cumulative share", async () => {
    const db = handle.db;
    const problems = await activeReasons(db, "problem");
    const [measure, flaw, colour] = problems;
    const [wrongRoll] = await activeReasons(db, "unmatch");
    expect(measure && flaw && colour && wrongRoll).toBeTruthy();
    const give = async (reason: typeof measure, departmentId: number | null, at: Date, polygon = 10) => {
      const { id } = await recordReasonEvent(db, operator, {
        reason: reason!,
        productionPolygonId: polygon,
        place: departmentId === null ? "matching" : "station",
        productionDepartmentId: departmentId,
      });
      // Backdate it: the chart looks back from `now`.
      await db.update(reasonEvents).set({ at }).where(eq(reasonEvents.id, id));
    };
    // Department 1: flaw ×3, measure ×1 in the last week; colour ×2 twenty days ago; measure ×5 sixty days ago.
    for (const polygon of [11, 12, 13]) await give(flaw, 1, daysAgo(1), polygon);
    await give(measure, 1, daysAgo(2));
    await give(colour, 1, daysAgo(20));
    await give(colour, 1, daysAgo(20));
    for (let i = 0; i < 5; i++) await give(measure, 1, daysAgo(60));
    // Elsewhere: department 2 and the matching screen, which department 1's chart leaves out.
    await give(flaw, 2, daysAgo(1));
    await give(wrongRoll, null, daysAgo(1));

    const week = await reasonPareto(db, query({ days: "7", department: "1" }), now);
    expect(week.total).toBe(4);
    expect(week.bars.map((b) => [b.code, b.count, b.cumulativePercent])).toEqual([
      [flaw!.code, 3, 75],
      [measure!.code, 1, 100],
    ]);

    const month = await reasonPareto(db, query({ days: "30", department: "1" }), now);
    expect(month.bars.map((b) => [b.code, b.count, b.cumulativePercent])).toEqual([
      [flaw!.code, 3, 50],
      [colour!.code, 2, 83.3],
      [measure!.code, 1, 100],
    ]);

    const quarter = await reasonPareto(db, query({ days: "90", department: "1" }), now);
    expect(quarter.bars.map((b) => [b.code, b.count])).toEqual([
      [measure!.code, 6],
      [flaw!.code, 3],
      [colour!.code, 2],
    ]);
    expect(quarter.total).toBe(11);

    const matching = await reasonPareto(db, query({ days: "7", department: "matching" }), now);
    expect(matching.bars.map((b) => [b.kind, b.code, b.count])).toEqual([["unmatch", wrongRoll!.code, 1]]);

    const all = await reasonPareto(db, query({ days: "7", department: "all" }), now);
    expect(all.total).toBe(6);
    expect(all.bars[0]).toMatchObject({ code: flaw!.code, count: 4 });

    const onlyUnmatch = await reasonPareto(db, query({ days: "7", kind: "unmatch" }), now);
    expect(onlyUnmatch.total).toBe(1);

    const empty = await reasonPareto(db, query({ days: "7", department: "3" }), now);
    expect(empty).toMatchObject({ total: 0, bars: [] });
  });

  it("keeps a used reason (deactivate, 409 on delete) and deletes an unused one", async () => {
    const db = handle.db;
    const reasons = await listReasons(db, "problem");
    const used = reasons.find((r) => r.useCount > 0)!;
    const unused = reasons.find((r) => r.useCount === 0)!;
    await expect(deleteReason(db, used.id)).rejects.toMatchObject({ code: "conflict" });
    await updateReason(db, used.id, { isActive: false });
    expect((await activeReasons(db, "problem")).map((r) => r.id)).not.toContain(used.id);
    await deleteReason(db, unused.id);
    expect((await listReasons(db, "problem")).map((r) => r.id)).not.toContain(unused.id);
  });
});
