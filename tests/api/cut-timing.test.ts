// A cut is recorded and answered at once (issue 41, item 2): POST …/cuts checks
// the cut against the department's kept plan, writes it and answers; no plan
// is made inside the request. The next plan follows in the background, without
// the piece cut, and two cuts in a row both pass against the kept plan (the
// second sees the first's piece as cut). docs/cutting.md, "The plan is made
// beside the requests".
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cutsRoute from "@/app/api/cutting/rolls/[id]/cuts/route";
import type { CutList, CutListRoll } from "@/lib/cutting/cut-list/schemas";
import { planSettled } from "@/lib/cutting/queue/kept-plans";
import planFabricTask from "@/lib/cutting/plan/plan-fabric.task";
import { cuttingPlansMade, cuttingPlansMadeIn } from "@/lib/cutting/queue/make-plan";
import { closeWorkerPool, taskRuns } from "@/lib/workers/pool";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { askCutList } from "../support/cut-list-route";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);
// The plan a last cut started is done before the database closes.
afterAll(async () => {
  await planSettled(ctx.handle.db, cutId);
  await closeWorkerPool();
});

type CutAnswer = { roll: { lengthLeftMm: number }; cut: { takenMm: number }; piecesLeft: number };

let cutId = 0;
let cutter: ReturnType<typeof employee>;

const cutListNow = () => askCutList(cutId, cutter);
/** The cut list once the plan being made (if any) is there. */
const settledCutList = async () => {
  await planSettled(ctx.handle.db, cutId);
  return cutListNow();
};
const cut = async (rollId: number, productionPolygonId: number) => {
  const request = await apiRequest(`/api/cutting/rolls/${rollId}/cuts`, {
    method: "POST",
    as: cutter,
    body: { departmentId: cutId, productionPolygonId },
  });
  const response = await cutsRoute.POST(request, routeParams({ id: rollId }));
  return { response, requestId: response.headers.get("x-request-id")! };
};
const rollsOf = (list: CutList) => list.fabrics.flatMap((f) => f.rolls);
const piecesOf = (list: CutList, line: number) =>
  rollsOf(list).flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === line));
/** Each of these cuts is a strip of its own on its roll (no other line's piece beside it). */
const isOwnStrip = (roll: CutListRoll, line: number) =>
  roll.cuts
    .filter((c) => c.productionPolygonId === line)
    .every((p) => p.offsetMm !== null && roll.cuts.filter((c) => c.offsetMm === p.offsetMm).length === 1);

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
  await cutListNow();
}, 120_000);

describe("a cut answered at once, the next plan in the background", () => {
  it("makes no plan inside the cut's request; a new plan follows, without the piece cut", async () => {
    const before = await settledCutList();
    const { roll, line } = rollsOf(before)
      .flatMap((r) => r.cuts.map((c) => ({ roll: r, line: c.productionPolygonId })))
      .find(({ roll, line }) => roll.cuts[0]?.productionPolygonId === line && isOwnStrip(roll, line))!;
    const madeBefore = cuttingPlansMade();
    const tasksBefore = taskRuns(planFabricTask);

    const { response, requestId } = await cut(roll.rollId, line);
    expect(response.status).toBe(200);
    const answer = await json<CutAnswer>(response);
    expect(cuttingPlansMadeIn(requestId)).toBe(0);

    const after = await settledCutList();
    expect(cuttingPlansMade()).toBeGreaterThan(madeBefore);
    // Planned on the worker pool: the fabric cut from, again (the others keep their plans).
    expect(taskRuns(planFabricTask)).toBeGreaterThan(tasksBefore);
    expect(after.planKey).not.toBeNull();
    expect(after.planKey).not.toBe(before.planKey);
    expect(piecesOf(after, line)).toHaveLength(answer.piecesLeft);
    const same = rollsOf(after).find((r) => r.rollId === roll.rollId);
    if (same) expect(same.lengthLeftMm).toBe(answer.roll.lengthLeftMm);
  });

  it("passes two cuts of one line in a row against the kept plan, each taking its own piece", async () => {
    const list = await settledCutList();
    const twice = rollsOf(list)
      .flatMap((roll) => roll.cuts.map((c) => ({ roll, line: c.productionPolygonId })))
      .find(
        ({ roll, line }) =>
          piecesOf(list, line).length === 2 &&
          roll.cuts.filter((c) => c.productionPolygonId === line).length === 2 &&
          isOwnStrip(roll, line),
      )!;
    const lengths = twice.roll.cuts
      .filter((c) => c.productionPolygonId === twice.line)
      .map((c) => c.lengthMm);

    const first = await cut(twice.roll.rollId, twice.line);
    const second = await cut(twice.roll.rollId, twice.line);
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    const answers = [await json<CutAnswer>(first.response), await json<CutAnswer>(second.response)];
    expect(answers.map((a) => a.piecesLeft)).toEqual([1, 0]);
    expect(answers.map((a) => a.cut.takenMm).sort()).toEqual([...lengths].sort());
    expect(answers[1]!.roll.lengthLeftMm).toBe(twice.roll.lengthLeftMm - lengths[0]! - lengths[1]!);
    expect(cuttingPlansMadeIn(first.requestId) + cuttingPlansMadeIn(second.requestId)).toBe(0);

    // A third scan finds the line cut: the kept plan (or the next) offers no more of it.
    const third = await cut(twice.roll.rollId, twice.line);
    expect(third.response.status).toBe(409);
    expect(piecesOf(await settledCutList(), twice.line)).toHaveLength(0);
  });
});
