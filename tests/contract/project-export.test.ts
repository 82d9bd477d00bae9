// Contract: projectexport/* (2 operations) through the typed client over HTTP,
// and on the raw wire (every field of the contract sent, null where empty).
import { describe, expect, it } from "vitest";
import { exportProjectSchema, orderSpecBodySchema } from "@/lib/production-api/schemas";
import { rejection, useContractContext } from "../support/contract";
import { insertProject, type InsertedProject } from "../support/production-fixtures";

describe("project export operations", () => {
  let project: InsertedProject;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      project = await insertProject(db, {
        projectNumber: "E-4001",
        projectId: 4001,
        reference: "Peters",
        customerName: "De Vries Wonen",
        customerDebtorCode: "D-12",
        polygons: [
          { polygonId: 1101, lineNumber: 1, product: "Pleated curtain" },
          { polygonId: 1102, lineNumber: 2, product: "Roller blind" },
          { polygonId: 1103, lineNumber: 3, subnumber: 1, product: "Roller blind" },
        ],
      });
    },
  });

  async function rawJson(path: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${ctx.server.baseUrl}/${path}`, {
      headers: { authorization: `Bearer ${await ctx.server.token()}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it("answers the project export of a production project", async () => {
    const answer = await ctx.client.projectExport.get({ productionProjectId: project.id });
    expect(answer.productionProjectId).toBe(project.id);
    expect(answer.exportProject).toMatchObject({
      id: 4001,
      prjNumber: "E-4001",
      reference: "Peters",
      isSent: false,
      deliveryDate: null,
    });

    // Strict in what it sends: every field of the contract is on the wire.
    const raw = await rawJson(`projectexport/get?productionProjectId=${project.id}`);
    expect(Object.keys(raw.exportProject as object).sort()).toEqual(
      Object.keys(exportProjectSchema.shape).sort(),
    );
  });

  it("answers the order spec, whose items are the project's polygons", async () => {
    const answer = await ctx.client.projectExport.getOrderSpec({ productionProjectId: project.id });
    expect(answer.productionProjectId).toBe(project.id);
    expect(answer.orderSpec).toMatchObject({ id: 4001, projectNumber: "E-4001", reference: "Peters" });
    expect(answer.orderSpec.customer).toMatchObject({ name: "De Vries Wonen", debtorCode: "D-12" });

    const items = answer.orderSpec.items.map((item) => ({ id: item.id, lineNumber: item.lineNumber }));
    const polygons = await Promise.all(project.polygonIds.map((id) => ctx.client.polygon.getById({ id })));
    expect(items).toEqual(
      polygons.map((polygon, index) => ({ id: polygon.polygonId, lineNumber: index + 1 })),
    );
    expect(answer.orderSpec.items.map((item) => item.description)).toEqual([
      "Pleated curtain",
      "Roller blind",
      "Roller blind",
    ]);

    // The line numbers of the order spec address the polygons in setstatusforwtpolygonlinenumbers.
    const set = await ctx.client.status.setStatusForWtPolygonLineNumbers({
      projectNumber: answer.orderSpec.projectNumber!,
      lineNumbers: [answer.orderSpec.items[1]!.lineNumber],
      statusValue: 300,
    });
    expect(set).toEqual([project.polygonIds[1]]);

    const raw = await rawJson(`projectexport/getorderspec?productionProjectId=${project.id}`);
    expect(Object.keys(raw.orderSpec as object).sort()).toEqual(
      Object.keys(orderSpecBodySchema.shape).sort(),
    );
  });

  it("answers 404 for an unknown project and 400 for an id that is not a number", async () => {
    const calls = [
      () => ctx.client.projectExport.get({ productionProjectId: 999_999 }),
      () => ctx.client.projectExport.getOrderSpec({ productionProjectId: 999_999 }),
    ];
    for (const call of calls) expect((await rejection(call())).status).toBe(404);
    const malformed = await rejection(ctx.client.projectExport.get({ productionProjectId: "abc" as never }));
    expect(malformed.status).toBe(400);
    expect(malformed.fieldErrors).toHaveProperty("productionProjectId");
  });
});
