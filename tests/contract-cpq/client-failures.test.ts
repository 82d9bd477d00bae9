// The CPQ client against a local HTTP server that plays the hub: the token is
// kept until it expires, a 401 gets one new token and one more attempt, 204
// is "not available", 403 names the application, 5xx and a timeout are one
// line the station can show. No message holds a credential or a token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCpqClient } from "@/lib/cpq/client";
import { CpqError } from "@/lib/cpq/errors";
import { serveOnPort, type HttpServer } from "../support/cpq-stand-in";

const credentials = {
  emailAddress: "floor@atelier.test",
  password: "s3cret-password",
  apiKey: "s3cret-api-key",
};

type Upstream = {
  tokensIssued: number;
  expiresIn: number;
  valid: Set<string>;
  /** Answers of LoadProject so far. */
  loadCalls: number;
  loadAnswer: "project" | "nothing" | "fail" | "hang";
  /** Calls other than the token, refused ones included. */
  attempts: number;
  /** Every token is refused (revoked at once). */
  isRefusingAll: boolean;
};

const state: Upstream = {
  tokensIssued: 0,
  expiresIn: 3600,
  valid: new Set(),
  loadCalls: 0,
  loadAnswer: "project",
  attempts: 0,
  isRefusingAll: false,
};

async function upstream(request: Request): Promise<Response> {
  const { pathname, searchParams } = new URL(request.url);
  if (pathname === "/api/embedded/token") {
    const body = (await request.json()) as typeof credentials;
    if (body.password !== credentials.password || body.apiKey !== credentials.apiKey) {
      return Response.json({ status: 401, title: "Unauthorized" }, { status: 401 });
    }
    const token = `token-${++state.tokensIssued}-abcdef`;
    state.valid.add(token);
    return Response.json({ token, expiresIn: state.expiresIn, extraField: "tolerated" });
  }
  state.attempts++;
  if (state.isRefusingAll) state.valid.clear();
  const token = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!token || !state.valid.has(token))
    return Response.json({ status: 401, title: "Unauthorized" }, { status: 401 });
  if (pathname === "/api/embedded/geturl") {
    if (searchParams.get("applicationId") === "14")
      return Response.json({ status: 403, title: "Forbidden" }, { status: 403 });
    return Response.json({ url: "https://cpq-12.example/?token=x&isEmbedded=true" });
  }
  if (pathname === "/cpq-proxy/12/api/Gateway/Embedded/LoadProject") {
    state.loadCalls++;
    if (state.loadAnswer === "nothing") return new Response(null, { status: 204 });
    if (state.loadAnswer === "fail")
      return Response.json({ status: 503, title: "Service Unavailable" }, { status: 503 });
    if (state.loadAnswer === "hang") await new Promise((resolve) => setTimeout(resolve, 1500));
    return Response.json({
      id: 510001,
      projectNumber: "P26-0001",
      polygons: [{ id: 800001, unknownField: { deep: true } }],
      more: 1,
    });
  }
  return Response.json({ status: 404, title: "Not Found" }, { status: 404 });
}

describe("CPQ client failures and tokens", () => {
  let server: HttpServer;
  const clientFor = (timeoutMs = 2000) =>
    createCpqClient({ connection: { mode: "hub", hubUrl: server.origin, ...credentials }, timeoutMs });

  beforeAll(async () => {
    server = await serveOnPort(upstream);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    Object.assign(state, {
      tokensIssued: 0,
      expiresIn: 3600,
      loadCalls: 0,
      loadAnswer: "project",
      attempts: 0,
      isRefusingAll: false,
    });
    state.valid.clear();
  });

  const expectNoSecret = (error: CpqError) => {
    for (const secret of [credentials.password, credentials.apiKey, "token-"])
      expect(error.message).not.toContain(secret);
  };

  it("keeps the token until it expires, then obtains a new one", async () => {
    state.expiresIn = 1;
    const client = clientFor();
    await client.loadProject("12", 510001);
    await client.loadProject("12", 510001);
    expect(state.tokensIssued).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await client.loadProject("12", 510001);
    expect(state.tokensIssued).toBe(2);
  });

  it("after a 401 obtains a new token and tries once more", async () => {
    const client = clientFor();
    await client.loadProject("12", 510001);
    state.valid.clear(); // the hub forgot the token before its time
    const result = await client.loadProject("12", 510001);
    expect(result.status).toBe("found");
    expect(state.tokensIssued).toBe(2);
    expect(state.attempts).toBe(3);
    expect(state.loadCalls).toBe(2);

    // A token refused again: no third token, no loop.
    state.isRefusingAll = true;
    state.attempts = 0;
    const error = (await client.loadProject("12", 510001).catch((e: unknown) => e)) as CpqError;
    expect(error.kind).toBe("unauthorized");
    expect(state.attempts).toBe(2);
    expect(state.tokensIssued).toBe(3);
  });

  it("reads a project with fields the spec does not list, and keeps them", async () => {
    const result = await clientFor().loadProject("12", 510001);
    expect(result).toMatchObject({
      status: "found",
      project: { id: 510001, more: 1, polygons: [{ id: 800001, unknownField: { deep: true } }] },
    });
  });

  it("answers 204 as not available, not as an error", async () => {
    state.loadAnswer = "nothing";
    expect(await clientFor().loadProject("12", 510001)).toEqual({ status: "not-available" });
  });

  it("turns the hub's 403 into 'this account may not use application N'", async () => {
    const error = (await clientFor()
      .getIframeUrl("14")
      .catch((e: unknown) => e)) as CpqError;
    expect(error).toBeInstanceOf(CpqError);
    expect(error.kind).toBe("forbidden");
    expect(error.message).toBe("this account may not use application 14");
  });

  it("a 5xx and a timeout are one transient line without secrets", async () => {
    state.loadAnswer = "fail";
    const failed = (await clientFor()
      .loadProject("12", 510001)
      .catch((e: unknown) => e)) as CpqError;
    expect(failed).toMatchObject({ kind: "unavailable", status: 503, isTransient: true });
    expect(failed.message).toMatch(/^the CPQ is not available \(503: Service Unavailable\)/);
    expect(failed.message).not.toContain("\n");
    expectNoSecret(failed);

    state.loadAnswer = "hang";
    const slow = (await clientFor(400)
      .loadProject("12", 510001)
      .catch((e: unknown) => e)) as CpqError;
    expect(slow).toMatchObject({ kind: "timeout", isTransient: true });
    expectNoSecret(slow);
  });

  it("refused credentials are 'unauthorized' and name no secret", async () => {
    const client = createCpqClient({
      connection: { mode: "hub", hubUrl: server.origin, ...credentials, password: "wrong-password" },
    });
    const error = (await client.loadProject("12", 1).catch((e: unknown) => e)) as CpqError;
    expect(error.kind).toBe("unauthorized");
    expect(error.message).not.toContain("wrong-password");
  });
});
