// How the client reads upstream answers, against a real local HTTP server:
// tolerant (200 with no body for a 204, getbyid as an array or an object,
// extra fields), and a clear "contract" error when the shape is wrong.
import { describe, expect, it } from "vitest";
import type { StubReply } from "@/tests/support/stub-upstream";
import type { ProductionApiClientOptions } from "./client";
import { department, rejection, stubbedClients } from "@/tests/support/stubbed-client";

const productionPackage = { id: 9, code: "BOX-L", descriptions: { en: "Large box" }, packageKind: 1 };
const { clientFor } = stubbedClients({ retries: 0 });

const clientAnswering = (
  reply: StubReply | (() => StubReply),
  options: Partial<ProductionApiClientOptions> = {},
) => clientFor(() => (typeof reply === "function" ? reply() : reply), options);

describe("reading answers", () => {
  it("takes a 200 with an empty body for an operation that answers 204", async () => {
    const client = await clientAnswering({ status: 200, body: "" });
    await expect(
      client.status.setStatusForPolygons({ productionPolygonIds: [1], statusValue: 600 }),
    ).resolves.toBeUndefined();
  });

  it("takes a real 204", async () => {
    const client = await clientAnswering({ status: 204 });
    await expect(client.department.delete({ id: 3 })).resolves.toBeUndefined();
  });

  it("normalises package/getbyid to one object, whether the upstream sends an array or an object", async () => {
    let answer: unknown = [productionPackage];
    const client = await clientAnswering(() => ({ status: 200, body: answer }));
    expect(await client.package.getById({ id: 9 })).toEqual(productionPackage);
    answer = productionPackage;
    expect(await client.package.getById({ id: 9 })).toEqual(productionPackage);
  });

  it("tolerates and strips fields the contract does not know, also in nested entities", async () => {
    const polygon = {
      id: 1,
      polygonId: 11,
      productionProjectId: 5,
      subnumber: 0,
      productionPackageId: null,
      finishAt: null,
      deliverAt: null,
      productionValue: 0,
      statuses: [
        {
          id: 2,
          productionPolygonId: 1,
          productionStatusId: 7,
          productionStatusValue: 600,
          hubEmployeeId: 1002,
          remarks: null,
          assignedAt: "2026-01-05T08:00:00Z",
          colour: "green",
        },
      ],
      materials: [],
      futureField: { anything: true },
    };
    const client = await clientAnswering({ status: 200, body: polygon });
    const read = await client.polygon.getById({ id: 1 });
    expect(read).not.toHaveProperty("futureField");
    expect(read.statuses[0]).not.toHaveProperty("colour");
    expect(read.statuses[0]?.productionStatusValue).toBe(600);
  });

  it("fills fields the upstream leaves out with their defaults", async () => {
    const { defaultProductionPackageId: _d, employeeIds: _e, ...bare } = department;
    const client = await clientAnswering({ status: 200, body: bare });
    expect(await client.department.getById({ id: 3 })).toEqual(department);
  });
});

describe("contract violations", () => {
  it("names the path of a wrong field", async () => {
    const client = await clientAnswering({
      status: 200,
      body: [department, { ...department, id: 4, code: 17 }],
    });
    const error = await rejection(client.department.getAll());
    expect(error).toMatchObject({ kind: "contract", status: 200, operation: "department/getall" });
    expect(error.detail).toContain("1.code");
  });

  it("reports a success body that is not JSON", async () => {
    const client = await clientAnswering({ status: 200, body: "<html>login page</html>" });
    const error = await rejection(client.department.getAll());
    expect(error.kind).toBe("contract");
    expect(error.detail).toContain("login page");
  });

  it("reports a missing body where one is required", async () => {
    const client = await clientAnswering({ status: 204 });
    expect((await rejection(client.department.getById({ id: 3 }))).kind).toBe("contract");
  });

  it("reports a body that stops half-way as a timeout, not a raw exception", async () => {
    const client = await clientAnswering("stall", { timeoutMs: 200 });
    expect((await rejection(client.department.getAll())).kind).toBe("timeout");
    expect(
      (await rejection(client.status.setStatusForProject({ productionProjectId: 1, statusValue: 600 }))).kind,
    ).toBe("timeout");
  });
});
