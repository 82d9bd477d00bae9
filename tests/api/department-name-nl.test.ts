// A department's Dutch name from its own Edit form (issue 45, low): PUT
// /api/admin/workflow/departments/{code}/name-nl sets only the name, every
// screen's catalogue carries it; a department without a workflow is a 404.
import "../fuzz/next-async-storage";
import { describe, expect, it } from "vitest";
import * as nameRoute from "@/app/api/admin/workflow/departments/[code]/name-nl/route";
import * as workflowRoute from "@/app/api/workflow/route";
import type { Workflow } from "@/lib/workflow/schemas";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const admin = employee(["admin"]);
const operator = employee(["operator"], [1]);
setUpApiRoutes();

const put = async (as: typeof admin, code: string, body: unknown) =>
  nameRoute.PUT(
    await apiRequest(`/api/admin/workflow/departments/${code}/name-nl`, { method: "PUT", as, body }),
    routeParams({ code }),
  );
const cutting = async () => {
  const body = await json<Workflow>(
    await workflowRoute.GET(await apiRequest("/api/workflow", { as: operator })),
  );
  return body.departments.find((d) => d.departmentCode === "CUT");
};

describe("a department's Dutch name, set on its own", () => {
  it("changes the name only, and a blank one removes it", async () => {
    const before = await cutting();
    expect(before).toBeDefined();
    expect((await put(admin, "CUT", { nameNl: "Snijafdeling" })).status).toBe(200);
    const after = await cutting();
    expect(after).toEqual({ ...before, nameNl: "Snijafdeling" });
    expect((await put(admin, "CUT", { nameNl: "  " })).status).toBe(200);
    expect((await cutting())?.nameNl).toBeNull();
  });

  it("is a 404 for a department without a workflow, a 403 for others than an admin, a 400 for odd text", async () => {
    expect((await put(admin, "NOPE", { nameNl: "Niets" })).status).toBe(404);
    expect((await put(operator, "CUT", { nameNl: "Snijden" })).status).toBe(403);
    expect((await put(admin, "CUT", { nameNl: "Snij\u0000den" })).status).toBe(400);
    expect((await put(admin, "CUT", { nameNl: "x".repeat(61) })).status).toBe(400);
  });
});
