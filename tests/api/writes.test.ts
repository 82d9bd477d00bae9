// What every write goes through: the Origin must be the app's own (else 403 and
// nothing changes upstream), the body must be JSON, and reads need no Origin.
import { describe, expect, it } from "vitest";
import * as departmentsRoute from "@/app/api/admin/departments/route";
import * as departmentsList from "@/app/api/departments/route";
import { apiRequest, employee, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const body = { code: "XS", name: "Cross-site", deliveryTime: 1 };

async function departmentCodes(): Promise<string[]> {
  return (await ctx.upstream.department.getAll()).map((d) => d.code);
}

describe("writes", () => {
  it("refuses a write from a foreign origin with 403 and changes nothing upstream", async () => {
    const request = await apiRequest("/api/admin/departments", {
      method: "POST",
      as: admin,
      body,
      origin: "https://evil.example",
    });
    const response = await departmentsRoute.POST(request);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, type: "urn:shopfloor:problem:bad-origin" });
    expect(await departmentCodes()).not.toContain("XS");
  });

  it("refuses a write without an Origin header", async () => {
    const request = await apiRequest("/api/admin/departments", {
      method: "POST",
      as: admin,
      body,
      origin: null,
    });
    const response = await departmentsRoute.POST(request);
    expect(response.status).toBe(403);
    expect(await departmentCodes()).not.toContain("XS");
  });

  it("accepts the same write from the app's own origin", async () => {
    const response = await departmentsRoute.POST(
      await apiRequest("/api/admin/departments", { method: "POST", as: admin, body }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await departmentCodes()).toContain("XS");
  });

  it("answers 400 with a body field error to malformed JSON", async () => {
    const request = await apiRequest("/api/admin/departments", {
      method: "POST",
      as: admin,
      body: "{ code: ",
    });
    const response = await departmentsRoute.POST(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { body: ["The body is not valid JSON"] } });
  });

  it("lets a read through without an Origin header", async () => {
    const response = await departmentsList.GET(
      await apiRequest("/api/departments", { as: employee(["matcher"]), origin: null }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "CUT", name: "CUT room" })]),
    );
  });
});
