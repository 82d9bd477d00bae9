// The production system is down (nobody listens on its port): reads and writes
// answer 502 with a readable title, and the failed write is in the audit trail.
import { describe, expect, it } from "vitest";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as departmentsRoute from "@/app/api/departments/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";
import { closedPortBaseUrl } from "../support/stub-upstream";

setUpApiRoutes({ seed: false, productionApiUrl: closedPortBaseUrl });
const supervisor = employee(["supervisor", "admin"]);

describe("an upstream that is down", () => {
  it("answers a read with 502 'The production system is not reachable'", async () => {
    const response = await departmentsRoute.GET(await apiRequest("/api/departments", { as: supervisor }));
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toMatchObject({
      status: 502,
      title: "The production system is not reachable",
      instance: "/api/departments",
    });
  });

  it("answers a write with 502 and records it with no upstream status", async () => {
    const body = { productionPolygonIds: [1], statusValue: 500 };
    const response = await statusRoute.POST(
      await apiRequest("/api/status/polygons", { method: "POST", as: supervisor, body }),
    );
    expect(response.status).toBe(502);
    const [row] = await json<{ action: string; status: number; upstreamStatus: number | null }[]>(
      await auditRoute.GET(await apiRequest("/api/admin/audit?limit=1", { as: supervisor })),
    );
    expect(row).toMatchObject({
      action: "status.set-for-polygons",
      status: 502,
      upstreamStatus: null,
      details: { body },
    });
  });
});
