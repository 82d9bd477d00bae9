// A line sent back to cutting after it was cut (a defect, a supervisor's move
// back) is cut again: its pieces are in the plan and the cut list once more,
// and its tickets take them off the roll again. Only the cuts made since the
// line last came into cutting count (docs/cutting.md, "A line sent back to cutting").
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cutListRoute from "@/app/api/cutting/cut-list/route";
import * as planRoute from "@/app/api/cutting/plan/route";
import * as cutsRoute from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import type { CutList } from "@/lib/cutting/cut-list/schemas";
import { planSettled } from "@/lib/cutting/queue/kept-plans";
import type { CuttingPlan } from "@/lib/cutting/queue/schemas";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);
// The plan a last cut started is done before the database closes.
afterAll(() => planSettled(ctx.handle.db, cutId));

let cutId = 0;
let cutter: ReturnType<typeof employee>;
const supervisor = employee(["supervisor"]);

const planNow = async () => {
  const response = await planRoute.GET(
    await apiRequest(`/api/cutting/plan?departmentId=${cutId}`, { as: cutter }),
  );
  expect(response.status).toBe(200);
  return json<CuttingPlan>(response);
};
const cutListNow = async () =>
  json<CutList>(
    await cutListRoute.GET(await apiRequest(`/api/cutting/cut-list?departmentId=${cutId}`, { as: cutter })),
  );
const cutsOf = (plan: CuttingPlan, line: number) =>
  plan.fabrics.flatMap((f) =>
    f.rolls.flatMap((r) =>
      r.cuts.filter((c) => c.productionPolygonId === line).map((c) => ({ ...c, roll: r })),
    ),
  );
const cutTicket = async (rollId: number, productionPolygonId: number) => {
  const request = await apiRequest(`/api/cutting/rolls/${rollId}/cuts`, {
    method: "POST",
    as: cutter,
    body: { departmentId: cutId, productionPolygonId },
  });
  const response = await cutsRoute.POST(request, routeParams({ id: rollId }));
  expect(response.status).toBe(200);
  return json<{ piecesLeft: number; steps: string[]; cut: { takenMm: number } }>(response);
};
/** Cuts every piece of the line, each from the roll the plan of that moment lays it on. */
const cutWholeLine = async (line: number) => {
  const taken: number[] = [];
  for (;;) {
    const [next] = cutsOf(await planNow(), line);
    if (!next) throw new Error(`the plan has no piece of line ${line} left`);
    const answer = await cutTicket(next.roll.rollId, line);
    taken.push(answer.cut.takenMm);
    if (answer.piecesLeft === 0) return { taken, steps: answer.steps };
  }
};
const statusOf = async (id: number) =>
  currentStatusOf(await ctx.upstream.polygon.getById({ id }))?.productionStatusValue;

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
}, 120_000);

describe("a line sent back to cutting", () => {
  it("shows its pieces again in the plan and the cut list, and is cut and done again", async () => {
    const before = await planNow();
    // A line with two or more pieces, none beside another line's piece (a strip of its own).
    const lines = [
      ...new Set(
        before.fabrics.flatMap((f) => f.rolls.flatMap((r) => r.cuts)).map((c) => c.productionPolygonId),
      ),
    ];
    const line = lines.find((id) => {
      const cuts = cutsOf(before, id);
      return (
        cuts.length >= 2 &&
        cuts.every((c) => c.roll.cuts.filter((o) => o.offsetMm === c.offsetMm).length === 1)
      );
    })!;
    expect(line).toBeDefined();
    const pieces = cutsOf(before, line)
      .map((c) => `${c.lengthMm}x${c.widthMm}`)
      .sort();
    const waitingValue = await statusOf(line);

    const first = await cutWholeLine(line);
    expect(first.steps.at(-1)).toBe("finish");
    expect(await statusOf(line)).not.toBe(waitingValue);
    expect(cutsOf(await planNow(), line)).toEqual([]);

    // A minute later the supervisor sends it back to cutting (the fabric had a flaw).
    vi.setSystemTime(new Date(now.getTime() + 60_000));
    const moved = await statusRoute.POST(
      await apiRequest("/api/status/polygons", {
        method: "POST",
        as: supervisor,
        body: { productionPolygonIds: [line], statusValue: waitingValue, remarks: "flaw in the fabric" },
      }),
    );
    expect(moved.status).toBe(204);

    // The kept plan is answered at once; the next one, with the line, follows in the background.
    await planNow();
    await planSettled(ctx.handle.db, cutId);
    const again = await planNow();
    expect(
      cutsOf(again, line)
        .map((c) => `${c.lengthMm}x${c.widthMm}`)
        .sort(),
    ).toEqual(pieces);
    const listed = (await cutListNow()).fabrics.flatMap((f) =>
      f.rolls.flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === line)),
    );
    expect(listed).toHaveLength(pieces.length);

    // Its tickets cut the pieces again, one by one, and the last one is done at cutting once more.
    const second = await cutWholeLine(line);
    expect(second.taken).toHaveLength(pieces.length);
    expect(second.steps.at(-1)).toBe("finish");
    expect(cutsOf(await planNow(), line)).toEqual([]);
  });
});
