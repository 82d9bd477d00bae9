// Contract: authentication and transport of the embedded API over raw HTTP —
// bearer JWT checks (401 + WWW-Authenticate), ProblemDetails, 404/405,
// case-insensitive query names, 400 for bad bodies — and the client's 401.
import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { problemDetailsSchema } from "@/lib/production-api/problem";
import { rejection, useContractContext } from "../support/contract";
import { testSecret } from "../support/embedded-server";

const nowSeconds = () => Math.floor(Date.now() / 1000);

function token(claims: { sub?: string; exp?: number }, secret = testSecret): Promise<string> {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt();
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(secret);
}

describe("authentication and transport", () => {
  const ctx = useContractContext();

  type CallOptions = {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    token?: string | null;
  };
  /** A raw request; a valid token unless `token` says otherwise (null: no Authorization at all). */
  const call = async (path: string, { token: bearer, headers = {}, ...rest }: CallOptions = {}) => {
    const auth: Record<string, string> =
      bearer === null ? {} : { authorization: `Bearer ${bearer ?? (await ctx.server.token())}` };
    return fetch(`${ctx.server.baseUrl}/${path}`, { ...rest, headers: { ...auth, ...headers } });
  };

  it("refuses a request without a bearer token with a ProblemDetails 401", async () => {
    const response = await call("department/getall", { token: null });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const body = problemDetailsSchema.parse(await response.json());
    expect(body).toMatchObject({
      status: 401,
      title: "Unauthorized",
      instance: "/production-api/department/getall",
    });
    expect(body.type).toBeTruthy();
    expect(body.detail).toBeTruthy();
  });

  it.each([
    [
      "signed with another secret",
      () => token({ sub: "1002", exp: nowSeconds() + 300 }, new TextEncoder().encode("x".repeat(40))),
    ],
    ["expired", () => token({ sub: "1002", exp: nowSeconds() - 60 })],
    ["without exp", () => token({ sub: "1002" })],
    ["whose sub is not an integer", () => token({ sub: "anna", exp: nowSeconds() + 300 })],
    ["without sub", () => token({ exp: nowSeconds() + 300 })],
    ["that is not a JWT", () => Promise.resolve("not-a-jwt")],
  ])("refuses a token %s with 401", async (_what, make) => {
    const response = await call("department/getall", { token: await make() });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("accepts a valid token", async () => {
    const response = await call("department/getall", {
      token: await token({ sub: "1002", exp: nowSeconds() + 300 }),
    });
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("refuses a token it accepted before once that token has expired", async () => {
    const expiresAt = nowSeconds() + 60;
    const shortLived = await token({ sub: "1002", exp: expiresAt });
    expect((await call("department/getall", { token: shortLived })).status).toBe(200);
    // The clock (only Date: sockets and the database keep their real timers) moves past the expiry.
    vi.useFakeTimers({ toFake: ["Date"], now: (expiresAt + 1) * 1000 });
    try {
      const response = await call("department/getall", { token: shortLived });
      expect(response.status).toBe(401);
      expect(problemDetailsSchema.parse(await response.json()).detail).toContain("expired");
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 404 with ProblemDetails for an unknown operation", async () => {
    const response = await call("department/getbyname?name=x");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({
      status: 404,
      instance: "/production-api/department/getbyname",
    });
  });

  it("answers 405 with an Allow header for the wrong method", async () => {
    const response = await call("department/getall", { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toMatchObject({ status: 405 });
  });

  it("matches query parameter names case-insensitively", async () => {
    const created = await ctx.client.department.create({ code: "QRY", name: "Query case", deliveryTime: 1 });
    const lower = await call(`department/getbyid?id=${created.id}`);
    const upper = await call(`department/getbyid?ID=${created.id}`);
    expect(upper.status).toBe(200);
    expect(await upper.json()).toEqual(await lower.json());
    expect((await call("department/getbyid?identifier=1")).status).toBe(400);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await call("department/create", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: '{"code": "CUT", ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("answers 400 naming each field of the wrong type, and stores nothing", async () => {
    const before = (await ctx.client.department.getAll()).length;
    const response = await call("department/create", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: 5, name: true, deliveryTime: "two" }),
    });
    expect(response.status).toBe(400);
    const body = problemDetailsSchema.parse(await response.json());
    expect(body.status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["code", "deliveryTime", "name"]);
    expect(await ctx.client.department.getAll()).toHaveLength(before);
  });

  it("surfaces a refused token through the typed client as a 401 ProductionApiError", async () => {
    const client = createProductionApiClient({
      baseUrl: ctx.server.baseUrl,
      getToken: () => token({ sub: "1002", exp: nowSeconds() - 60 }),
      retries: 0,
    });
    const error = await rejection(client.department.getAll());
    expect(error).toMatchObject({ kind: "problem", status: 401, title: "Unauthorized" });
    expect(error.detail).toContain("expired");
  });
});
