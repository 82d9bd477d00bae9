// The workflow: every screen reads it; only an admin edits it (field errors for
// bad input), and the stations and status permissions follow the edits.
import { describe, expect, it } from "vitest";
import * as departmentRoute from "@/app/api/admin/workflow/departments/[code]/route";
import * as statusRoute from "@/app/api/admin/workflow/statuses/[value]/route";
import * as statusesRoute from "@/app/api/admin/workflow/statuses/route";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as setStatusRoute from "@/app/api/status/polygons/route";
import * as workflowRoute from "@/app/api/workflow/route";
import { currentStatusOf } from "@/lib/polygons/polygons";
import type { Workflow } from "@/lib/workflow/schemas";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const cutter = employee(["operator"], [1]);

const readWorkflow = async () =>
  json<Workflow>(await workflowRoute.GET(await apiRequest("/api/workflow", { as: cutter })));

async function putDepartment(as: typeof admin, code: string, body: unknown) {
  const path = `/api/admin/workflow/departments/${code}`;
  return departmentRoute.PUT(await apiRequest(path, { method: "PUT", as, body }), routeParams({ code }));
}

describe("GET /api/workflow", () => {
  it("answers the supplement's default for any signed-in employee", async () => {
    const workflow = await readWorkflow();
    expect(workflow.statuses.map((s) => s.value)).toEqual([
      100, 200, 290, 300, 390, 400, 490, 500, 600, 700, 900,
    ]);
    expect(workflow.departments.find((d) => d.departmentCode === "CUT")).toEqual({
      departmentCode: "CUT",
      waitingValues: [100],
      startedValue: 200,
      doneValue: 290,
      onHoldValue: 900,
      nameNl: "Snijden",
      operatorMayRelease: false,
    });
  });
});

describe("/api/admin/workflow/statuses", () => {
  const body = {
    value: 250,
    labelEn: "Cutting checked",
    labelNl: "Snijden gecontroleerd",
    colour: "#AA5500",
    overdueAfterHours: 4,
  };

  it("lets only an admin add a status; a second time is 409", async () => {
    const post = async (as: typeof admin, b: unknown) =>
      statusesRoute.POST(await apiRequest("/api/admin/workflow/statuses", { method: "POST", as, body: b }));
    expect((await post(cutter, body)).status).toBe(403);
    const created = await post(admin, body);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ value: 250, colour: "#aa5500" });
    expect((await post(admin, body)).status).toBe(409);
    const bad = await post(admin, { ...body, value: 251, labelNl: " ", colour: "red" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { labelNl: ["Enter the Dutch label"], colour: ["A colour is written #rrggbb"] },
    });
  });

  it("changes and removes a status; removing it again is 404", async () => {
    const path = "/api/admin/workflow/statuses/250";
    const { value: _value, ...rest } = body;
    const put = await statusRoute.PUT(
      await apiRequest(path, {
        method: "PUT",
        as: admin,
        body: { ...rest, labelEn: "Checked", overdueAfterHours: null },
      }),
      routeParams({ value: 250 }),
    );
    expect(await put.json()).toMatchObject({ labelEn: "Checked", overdueAfterHours: null });
    const del = () => apiRequest(path, { method: "DELETE", as: admin });
    expect((await statusRoute.DELETE(await del(), routeParams({ value: 250 }))).status).toBe(204);
    expect((await statusRoute.DELETE(await del(), routeParams({ value: 250 }))).status).toBe(404);
    expect((await readWorkflow()).statuses.map((s) => s.value)).not.toContain(250);
  });
});

describe("PUT /api/admin/workflow/departments/{code}", () => {
  it("refuses a done value the department also picks up, naming the field", async () => {
    const response = await putDepartment(admin, "CUT", {
      waitingValues: [100, 290],
      startedValue: 200,
      doneValue: 290,
      onHoldValue: 900,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { doneValue: ["Done cannot also be a value it picks up"] },
    });
    expect((await putDepartment(cutter, "CUT", {})).status).toBe(403);
  });

  it("changes cutting to have no started value: a scan then takes a waiting polygon straight to done", async () => {
    const saved = await putDepartment(admin, "cut", {
      waitingValues: [100],
      startedValue: null,
      doneValue: 290,
      onHoldValue: 900,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ departmentCode: "CUT", startedValue: null });

    const polygonId = ctx.ids.polygonIds[0];
    // The seed's roll is not matched: the scan answers "go on anyway" (docs/scanning.md).
    const path = `/api/departments/1/polygons/${polygonId}/advance?material=confirmed`;
    const moved = await advanceRoute.POST(
      await apiRequest(path, { method: "POST", as: cutter }),
      routeParams({ id: 1, polygonId }),
    );
    expect(await moved.json()).toMatchObject({ step: "finish", statusValue: 290 });
    const polygon = await ctx.upstream.polygon.getById({ id: polygonId });
    expect(currentStatusOf(polygon)?.productionStatusValue).toBe(290);
  });

  it("keeps the Dutch name the admin gives, leaves it when a save does not name it, and clears it when blank", async () => {
    const body = {
      waitingValues: [290],
      startedValue: 300,
      doneValue: 390,
      onHoldValue: 900,
      operatorMayRelease: true,
    };
    const named = await putDepartment(admin, "SEW", { ...body, nameNl: "  Naaiatelier " });
    expect(await named.json()).toMatchObject({ departmentCode: "SEW", nameNl: "Naaiatelier" });
    expect(await (await putDepartment(admin, "SEW", body)).json()).toMatchObject({ nameNl: "Naaiatelier" });
    const sew = (await readWorkflow()).departments.find((d) => d.departmentCode === "SEW");
    expect(sew?.nameNl).toBe("Naaiatelier");
    const cleared = await putDepartment(admin, "SEW", { ...body, nameNl: "" });
    expect(await cleared.json()).toMatchObject({ nameNl: null });
    const tooLong = await putDepartment(admin, "SEW", { ...body, nameNl: "x".repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ errors: { nameNl: ["At most 60 characters"] } });
  });

  it("an operator sets no status by polygon id, old started value or not (the station routes move polygons)", async () => {
    const set = async (statusValue: number) =>
      setStatusRoute.POST(
        await apiRequest("/api/status/polygons", {
          method: "POST",
          as: cutter,
          body: { productionPolygonIds: [ctx.ids.polygonIds[1]], statusValue },
        }),
      );
    expect((await set(200)).status).toBe(403);
    expect((await set(290)).status).toBe(403);
    const polygon = await ctx.upstream.polygon.getById({ id: ctx.ids.polygonIds[1] });
    expect(currentStatusOf(polygon)?.productionStatusValue).toBe(100);
  });
});
