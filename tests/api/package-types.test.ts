// GET /api/package-types: the package types with their label in the employee's language.
import { describe, expect, it } from "vitest";
import * as packageTypesRoute from "@/app/api/package-types/route";
import { apiRequest, employee, setUpApiRoutes } from "../support/api-session";

setUpApiRoutes();

describe("GET /api/package-types", () => {
  it("lists the package types with the label in the employee's language", async () => {
    const english = { ...employee(["operator"]), locale: "en" as const };
    const response = await packageTypesRoute.GET(await apiRequest("/api/package-types", { as: english }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "ROLL", label: "Roll" })]),
    );
  });
});
