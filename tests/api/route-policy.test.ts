// A route's own Content-Security-Policy stands, as an attacker found it gone:
// the CPQ asset route answers `default-src 'none'; sandbox`, but the proxy set
// the page policy on every answer, and Next keeps a header the proxy set over
// the route's own, so a CPQ HTML document opened in the app's origin with
// scripts allowed. Now the proxy leaves API answers' policy to defineRoute,
// which sets the app's only where the route set none. And a malformed escape
// in an asset reference is a 400, not a 500.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as assetRoute from "@/app/api/cpq/assets/[ref]/route";
import * as departmentsRoute from "@/app/api/departments/route";
import { defineRoute } from "@/lib/route/define-route";
import { proxy } from "@/proxy";
import {
  apiRequest,
  appOrigin,
  employee,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";

setUpApiRoutes({ seed: false });
const supervisor = employee(["supervisor"]);

/** The asset route's own policy for a CPQ document (lib/cpq/asset-cache.ts). */
const documentPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * What the browser gets, as Next's sendResponse merges them: the proxy's
 * headers first, then the route's only where the proxy set none.
 */
function asNextSends(proxied: Response, route: Response): Headers {
  const sent = new Headers();
  proxied.headers.forEach((value, key) => {
    if (!key.startsWith("x-middleware-")) sent.set(key, value);
  });
  route.headers.forEach((value, key) => {
    if (!sent.has(key)) sent.set(key, value);
  });
  return sent;
}

async function throughProxy(path: string) {
  const request = new NextRequest(`${appOrigin}${path}`, {
    headers: { cookie: await sessionCookie(supervisor) },
  });
  return proxy(request);
}

/** A route answering a CPQ document with its own policy, as the asset route does. */
const documentRoute = defineRoute({ roles: "signed-in" }, () =>
  Promise.resolve(
    new Response("<script>alert(document.cookie)</script>", {
      headers: { "content-type": "text/html", "content-security-policy": documentPolicy },
    }),
  ),
);

describe("a route's own Content-Security-Policy", () => {
  it("is not overwritten by the proxy: a CPQ document keeps its sandbox", async () => {
    const proxied = await throughProxy("/api/cpq/assets/1.aHR0cDovL2NwcS9kb2MuaHRtbA.AAAA");
    expect(proxied.headers.get("x-middleware-next")).toBe("1");
    expect(proxied.headers.get("content-security-policy")).toBeNull();
    const answer = await documentRoute(await apiRequest("/api/cpq/assets/x", { as: supervisor }));
    const sent = asNextSends(proxied, answer);
    expect(sent.get("content-security-policy")).toBe(documentPolicy);
    expect(sent.get("content-security-policy")).not.toContain("'self'; script-src");
  });

  it("gives every other API answer the app's policy, and pages theirs with a nonce", async () => {
    const proxied = await throughProxy("/api/departments");
    const answer = await departmentsRoute.GET(await apiRequest("/api/departments", { as: supervisor }));
    expect(answer.status).toBe(200);
    const policy = asNextSends(proxied, answer).get("content-security-policy") ?? "";
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"])
      expect(policy).toContain(directive);
    // Refusals too (the wrapper's ProblemDetails).
    const refused = await departmentsRoute.GET(await apiRequest("/api/departments", { as: null }));
    expect(refused.status).toBe(401);
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const page = await throughProxy("/supervisor");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    // The proxy's own refusal of an API call keeps a policy.
    const anonymous = await proxy(new NextRequest(`${appOrigin}/api/departments`));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("an asset reference with a malformed escape", () => {
  it("is a 400 naming the ref, never a 500", async () => {
    // `GET /api/cpq/assets/%25.a.AAAA…`: Next hands the route the decoded `%.a.AAAA…`.
    for (const ref of [
      `%.a.${"A".repeat(32)}`,
      `%E0%A4%A.a.${"A".repeat(32)}`,
      `%ud800.a.${"A".repeat(32)}`,
    ]) {
      const response = await assetRoute.GET(
        await apiRequest(`/api/cpq/assets/${encodeURIComponent(ref)}`, { as: supervisor }),
        routeParams({ ref }),
      );
      expect(response.status, ref).toBe(400);
      const problem = (await response.json()) as { errors?: Record<string, string[]> };
      expect(problem.errors?.ref, ref).toEqual(["ref has a malformed %-escape"]);
    }
  });
});
