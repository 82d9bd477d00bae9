// What the tablet sees when the production system misbehaves: its refusals,
// failures, silences and odd answers become readable ProblemDetails; its field
// errors are kept; the token it gets is made on the server for the employee.
import { decodeJwt } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import * as departmentsRoute from "@/app/api/departments/route";
import * as browseRoute from "@/app/api/matching/browse/route";
import * as packageTypesRoute from "@/app/api/package-types/route";
import * as unmatchedRoute from "@/app/api/polygons/unmatched/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";
import { startStubUpstream, type StubHit, type StubReply, type StubUpstream } from "../support/stub-upstream";

const problem = (status: number, extra: object = {}) => ({
  status,
  body: { title: `upstream ${status}`, status, ...extra },
  headers: { "content-type": "application/problem+json" },
});

function reply(hit: StubHit): StubReply {
  const operation = hit.url.pathname.replace("/production-api/", "");
  switch (operation) {
    case "department/getall":
      return problem(401);
    case "package/getall":
      return problem(503);
    case "polygon/getunmatched":
      return "hang";
    case "matching/browse":
      return { status: 200, body: { unexpected: true } };
    case "polygon/setpolygonprojectmaterialmatched":
      return problem(409, { detail: "material entry 1 belongs to a shipped polygon" });
    default:
      return problem(404);
  }
}

let stub: StubUpstream;
setUpApiRoutes({
  seed: false,
  productionApiUrl: async () => (stub = await startStubUpstream(reply)).baseUrl,
  settings: { PRODUCTION_API_TIMEOUT_MS: "150" },
});
afterAll(() => stub?.close());

const supervisor = employee(["supervisor", "matcher", "packer"]);

async function get(handler: (r: Request) => Promise<Response>, path: string) {
  const response = await handler(await apiRequest(path, { as: supervisor }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("upstream errors", () => {
  it("turns the upstream refusing our credentials into 502, and sends a token made for the employee", async () => {
    expect(await get(departmentsRoute.GET, "/api/departments")).toMatchObject({
      status: 502,
      body: { title: "The production system refused the app's credentials" },
    });
    const authorization = String(stub.hits.at(-1)?.headers.authorization);
    expect(decodeJwt(authorization.replace(/^Bearer /, "")).sub).toBe(String(supervisor.hubEmployeeId));
  });

  it("turns an upstream 5xx into 502 'not reachable'", async () => {
    expect(await get(packageTypesRoute.GET, "/api/package-types")).toMatchObject({
      status: 502,
      body: { title: "The production system is not reachable" },
    });
  });

  it("turns an upstream that does not answer into 504", async () => {
    expect(await get(unmatchedRoute.GET, "/api/polygons/unmatched")).toMatchObject({
      status: 504,
      body: { title: "The production system did not answer in time" },
    });
  });

  it("turns an answer of the wrong shape into 502", async () => {
    const response = await browseRoute.POST(
      await apiRequest("/api/matching/browse", { method: "POST", as: supervisor, body: {} }),
    );
    expect(response.status).toBe(502);
  });

  it("keeps an upstream 409 as 409 with its explanation", async () => {
    const response = await matchedRoute.POST(
      await apiRequest("/api/materials/1/matched", {
        method: "POST",
        as: supervisor,
        body: { isMatched: true },
      }),
      routeParams({ id: 1 }),
    );
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toMatchObject({ detail: "material entry 1 belongs to a shipped polygon" });
  });
});
