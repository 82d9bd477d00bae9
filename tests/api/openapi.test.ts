// GET /api/openapi.json: every route file under app/api is documented, from
// the same zod schemas that validate its input.
import { readdir } from "node:fs/promises";
import { expect, it } from "vitest";
import * as openApiRoute from "@/app/api/openapi.json/route";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

setUpApiRoutes({ seed: false });

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        "x-roles": unknown;
        parameters: { name: string; in: string; required: boolean }[];
        requestBody?: {
          content: { "application/json": { schema: { properties?: Record<string, unknown> } } };
        };
      }
    >
  >;
};

async function fetchDocument() {
  const response = await openApiRoute.GET(
    await apiRequest("/api/openapi.json", { as: employee(["packer"]) }),
  );
  expect(response.status).toBe(200);
  return json<Document>(response);
}

// The operator's doors (/api/health, /api/ops) are, like the ping, outside defineRoute and the tablets' API.
it("documents every route file under app/api but next-auth's, the ping, the operator's doors and itself", async () => {
  const files = await readdir("app/api", { recursive: true });
  const onDisk = files
    .filter((file) => file.endsWith("route.ts"))
    .map((file) => `/api/${file.replace(/\/?route\.ts$/, "")}`.replace(/\[([^\]]+)\]/g, "{$1}"))
    .filter((path) => !/^\/api\/(auth|health|ops)\//.test(path))
    .filter((path) => path !== "/api/ping" && path !== "/api/openapi.json");
  const documented = Object.keys((await fetchDocument()).paths);
  expect(documented.sort()).toEqual(onDisk.sort());
});

it("describes a write's body and a list's paging from the routes' own schemas", async () => {
  const { openapi, paths } = await fetchDocument();
  expect(openapi).toBe("3.1.0");
  const scan = paths["/api/pack/scan"]?.post;
  expect(scan?.["x-roles"]).toEqual(["packer", "supervisor"]);
  expect(Object.keys(scan?.requestBody?.content["application/json"].schema.properties ?? {})).toEqual([
    "barcode",
    "polygonPackageId",
  ]);
  const queue = paths["/api/departments/{id}/queue"]?.get;
  expect(queue?.parameters.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual(
    expect.arrayContaining([
      { name: "id", where: "path", required: true },
      { name: "offset", where: "query", required: false },
      { name: "limit", where: "query", required: false },
    ]),
  );
});

it("is for signed-in employees only", async () => {
  expect((await openApiRoute.GET(await apiRequest("/api/openapi.json"))).status).toBe(401);
});
