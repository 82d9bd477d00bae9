// Done at cutting's station for a line with pieces on the Cut list (issue 42,
// item 3): the operator is refused (409) with the count and the way to the Cut
// list; a supervisor may finish it anyway with ?cutList=override, audited; the
// line then gives its pieces back (they leave the Cut list). A line without
// pieces there is done as before.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cutListRoute from "@/app/api/cutting/cut-list/route";
import * as finishRoute from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import type { CutList } from "@/lib/cutting/cut-list/schemas";
import { auditLog } from "@/lib/db/schema";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);

let cutId = 0;
let line = 0;
let cutter: ReturnType<typeof employee>;
let supervisor: ReturnType<typeof employee>;

const cutList = async () =>
  json<CutList>(
    await cutListRoute.GET(await apiRequest(`/api/cutting/cut-list?departmentId=${cutId}`, { as: cutter })),
  );
const piecesOf = (list: CutList, productionPolygonId: number) =>
  list.fabrics
    .flatMap((f) => f.rolls.flatMap((r) => r.cuts))
    .filter((c) => c.productionPolygonId === productionPolygonId).length;
const step = async (route: typeof startRoute, productionPolygonId: number, as: typeof cutter, query = "") => {
  const path = `/api/departments/${cutId}/polygons/${productionPolygonId}/step${query}`;
  return route.POST(
    await apiRequest(path, { method: "POST", as }),
    routeParams({ id: cutId, polygonId: productionPolygonId }),
  );
};

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
  supervisor = employee(["supervisor"], []);
}, 120_000);

describe("Done at the cutting station", () => {
  it("refuses an operator's Done while the line has pieces on the Cut list, naming how many and where", async () => {
    const list = await cutList();
    // The first line of the list still waiting here (the list is in the order of what is due).
    for (const id of new Set(
      list.fabrics.flatMap((f) => f.rolls.flatMap((r) => r.cuts.map((c) => c.productionPolygonId))),
    )) {
      if ((await step(startRoute, id, cutter)).status !== 200) continue;
      line = id;
      break;
    }
    expect(line).toBeGreaterThan(0);
    const pieces = piecesOf(list, line);
    const refused = await step(finishRoute, line, cutter);
    expect(refused.status).toBe(409);
    const problem = await json<{ detail: string; cutListHref: string; piecesOnCutList: number }>(refused);
    // The test employees speak Dutch.
    expect(problem.detail).toMatch(
      new RegExp(`^${pieces} stuk(ken)? van deze regel sta(at|an) op de snijlijst`),
    );
    expect(problem).toMatchObject({ cutListHref: `/stations/${cutId}/cut-list`, piecesOnCutList: pieces });
    // An operator's override is no override.
    expect((await step(finishRoute, line, cutter, "?cutList=override")).status).toBe(409);
    expect(piecesOf(await cutList(), line)).toBe(pieces);
  });

  it("lets a supervisor finish it anyway, audited; the line's pieces leave the Cut list", async () => {
    const response = await step(finishRoute, line, supervisor, "?cutList=override");
    expect(response.status).toBe(200);
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "cutting.done-over-cut-list"));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ productionPolygonId: line, departmentId: cutId });
    expect(piecesOf(await cutList(), line)).toBe(0);
  });
});
