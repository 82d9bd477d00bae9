// Contract: the stand-in hub (token, getapplications, geturl, cpq-proxy) and
// the instance's iframe page, through the typed client and raw HTTP.
import { describe, expect, it } from "vitest";
import { CpqError } from "@/lib/cpq/errors";
import { hubAccount, useStandIn } from "../support/cpq-stand-in";

async function rejection(call: Promise<unknown>): Promise<CpqError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof CpqError) return error;
    throw error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}

describe("stand-in CPQ hub", () => {
  const ctx = useStandIn();
  const hubToken = async () => {
    const response = await fetch(`${ctx.server.origin}/cpq-hub/api/embedded/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(hubAccount),
    });
    return ((await response.json()) as { token: string }).token;
  };

  it("issues a token with its lifetime in seconds, and 401 ProblemDetails for wrong credentials", async () => {
    const url = `${ctx.server.origin}/cpq-hub/api/embedded/token`;
    const ok = await fetch(url, { method: "POST", body: JSON.stringify(hubAccount) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ token: expect.any(String) as string, expiresIn: 3600 });

    const wrong = await fetch(url, {
      method: "POST",
      body: JSON.stringify({ ...hubAccount, password: "guess" }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("content-type")).toBe("application/problem+json");
    expect(await wrong.json()).toMatchObject({
      status: 401,
      title: "Unauthorized",
      instance: "/cpq-hub/api/embedded/token",
    });
  });

  it("lists only the applications the account may use", async () => {
    expect(await ctx.hub.getApplications()).toEqual([{ id: "12", name: "Atelier CPQ (demo)" }]);
  });

  it("geturl gives the instance root with token, isEmbedded=true and the project", async () => {
    const url = new URL(await ctx.hub.getIframeUrl("12", ctx.demo.projectId), ctx.server.origin);
    expect(url.pathname).toBe("/cpq/12");
    expect(url.searchParams.get("isEmbedded")).toBe("true");
    expect(url.searchParams.get("token")).toMatch(/\S{20,}/);
    expect(url.searchParams.get("projectId")).toBe(String(ctx.demo.projectId));
  });

  it("answers 403 for an application the account may not use, 404 for an unknown one, 401 without a token", async () => {
    const forbidden = await rejection(ctx.hub.getIframeUrl("14"));
    expect(forbidden).toMatchObject({
      kind: "forbidden",
      status: 403,
      message: "this account may not use application 14",
    });
    expect((await rejection(ctx.hub.loadProject("14", ctx.demo.projectId))).kind).toBe("forbidden");
    expect((await rejection(ctx.hub.getIframeUrl("99"))).kind).toBe("not-found");
    expect((await rejection(ctx.hub.getAllSuppliers("99"))).kind).toBe("not-found");

    for (const path of [
      "api/embedded/getapplications",
      "api/embedded/geturl?applicationId=12",
      "cpq-proxy/12/api/Gateway/Embedded/GetAllSuppliers",
    ]) {
      const response = await fetch(`${ctx.server.origin}/cpq-hub/${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, title: "Unauthorized" });
    }
  });

  it("forwards a proxied call to the instance unchanged, and 404 for an endpoint the instance lacks", async () => {
    const token = await hubToken();
    const headers = { authorization: `Bearer ${token}` };
    const proxied = await fetch(
      `${ctx.server.origin}/cpq-hub/cpq-proxy/12/api/gateway/v2/material/findbycode?code=${ctx.demo.eanCode}`,
      { headers },
    );
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toMatchObject({ eanCode: ctx.demo.eanCode });
    const missing = await fetch(`${ctx.server.origin}/cpq-hub/cpq-proxy/12/api/gateway/v2/nothing/here`, {
      headers,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      status: 404,
      instance: "/cpq-hub/cpq-proxy/12/api/gateway/v2/nothing/here",
    });
  });

  it("serves the read-only project page whose buttons post SAVE_PROJECT and CLOSE_PROJECT to the parent", async () => {
    const url = new URL(await ctx.hub.getIframeUrl("12", ctx.demo.projectId), ctx.server.origin);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('data-type="SAVE_PROJECT"');
    expect(html).toContain('data-type="CLOSE_PROJECT"');
    expect(html).toContain(`payload: ${ctx.demo.projectId}`);
    expect(html).toContain("<svg");

    url.searchParams.set("token", "forged");
    expect((await fetch(url)).status).toBe(401);
  });
});
