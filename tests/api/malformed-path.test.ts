// A path with a malformed %-escape (`%u0031`) reaches server/serve.mjs's
// listener first: it answers 400 ProblemDetails with the security headers,
// where Next would answer a bare 500. Well-formed paths go on to Next.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMalformedPath, withPeerAddress } from "@/server/serve.mjs";

let server: http.Server;
let origin: string;
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer(
    withPeerAddress((request, response) => {
      reached.push(request.url ?? "");
      response.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a malformed %-escape in the path", () => {
  it("is answered 400 ProblemDetails with the security headers, before Next", async () => {
    for (const path of ["/api/departments/%u0031/queue", "/%u0031", "/api/search%", "/api/x%E0%A4%A"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(await response.json()).toMatchObject({ status: 400, title: "Invalid path" });
    }
    expect(reached).toEqual([]);
  });

  it("lets well-formed paths through, an odd query string included (the routes' schemas judge it)", async () => {
    const response = await fetch(`${origin}/api/search?q=%u0031`);
    expect(await response.text()).toBe("next");
    expect(reached).toEqual(["/api/search?q=%u0031"]);
    expect(isMalformedPath("/api/materials/1/defect/photo?report=%")).toBe(false);
    expect(isMalformedPath("/caf%C3%A9")).toBe(false);
  });
});
