// Another app server's writes, as this server hears them on the change bus:
// the upstream is changed behind this server's back (as the other server's
// write did), the station queue is loaded and fresh, so only following the
// change can make it show the write.
import { describe, expect, it } from "vitest";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import { followChange } from "@/lib/shared-lists/follow-bus";
import type { Change } from "@/lib/server/change";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);

type Queue = { items: { id: number; stage: string }[] };

async function queueIds(departmentId: number): Promise<number[]> {
  const response = await queueRoute.GET(
    await apiRequest(`/api/departments/${departmentId}/queue`, { as: supervisor }),
    routeParams({ id: departmentId }),
  );
  expect(response.status).toBe(200);
  return (await json<Queue>(response)).items.map((item) => item.id);
}

const changeOf = (polygonIds: number[], hasWork = false): Change => ({
  path: "/api/elsewhere",
  method: "POST",
  at: new Date().toISOString(),
  polygonIds,
  isWide: false,
  hasWork,
});

describe("following another server's changes", () => {
  it("a status move made elsewhere shows in this server's queue once the change is followed", async () => {
    const { CUT, PACK } = ctx.ids.departments;
    const polygonId = ctx.ids.polygonIds[0];
    // The seeded line waits in cutting: the move must take it out of one queue and into the other.
    expect(await queueIds(CUT)).toContain(polygonId);
    await queueIds(PACK);
    await ctx.upstream.status.setStatusForPolygons({ productionPolygonIds: [polygonId], statusValue: 500 });
    // Not followed yet: the kept list still shows the old place.
    expect(await queueIds(PACK)).not.toContain(polygonId);
    await followChange(ctx.upstream, changeOf([polygonId]));
    expect(await queueIds(PACK)).toContain(polygonId);
    expect(await queueIds(CUT)).not.toContain(polygonId);
  });

  it("department work removed elsewhere leaves this server's queue", async () => {
    const { PACK } = ctx.ids.departments;
    const polygonId = ctx.ids.polygonIds[0];
    expect(await queueIds(PACK)).toContain(polygonId);
    const [work] = (
      await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygonId })
    ).filter((entry) => entry.productionDepartmentId === PACK);
    await ctx.upstream.polygonDepartment.delete({ id: work!.id });
    expect(await queueIds(PACK)).toContain(polygonId);
    await followChange(ctx.upstream, changeOf([polygonId], true));
    expect(await queueIds(PACK)).not.toContain(polygonId);
  });
});
