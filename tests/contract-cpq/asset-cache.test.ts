// The asset cache in front of the CPQ's pictures and documents: one fetch per
// file while it is fresh, again once it is old, nothing that is not a picture
// or document, and never the token to another host.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAssetCache } from "@/lib/cpq/asset-cache";
import { createCpqClient, type CpqClient } from "@/lib/cpq/client";
import { type CpqError } from "@/lib/cpq/errors";
import { serveOnPort, type HttpServer } from "../support/cpq-stand-in";

const seen: { path: string; authorization: string | null }[] = [];

function upstream(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/token")) {
    return Promise.resolve(
      Response.json({
        access_token: "secret-token-1",
        token_type: "bearer",
        ".expires": new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
  }
  seen.push({ path: pathname, authorization: request.headers.get("authorization") });
  if (pathname.endsWith(".svg"))
    return Promise.resolve(new Response("<svg/>", { headers: { "content-type": "image/svg+xml" } }));
  if (pathname.endsWith(".json")) return Promise.resolve(Response.json({ not: "a picture" }));
  return Promise.resolve(new Response("missing", { status: 404 }));
}

describe("CPQ asset cache", () => {
  let instance: HttpServer;
  let elsewhere: HttpServer;
  let client: CpqClient;
  beforeAll(async () => {
    instance = await serveOnPort(upstream);
    elsewhere = await serveOnPort(upstream);
    client = createCpqClient({
      connection: {
        mode: "direct",
        baseUrl: `${instance.origin}/cpq`,
        domainName: "d",
        username: "u",
        password: "p",
        apiKey: "k",
      },
    });
  });
  afterAll(async () => {
    await instance.close();
    await elsewhere.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it("fetches a file once while it is fresh, and again when it is old", async () => {
    // Not 0: lru-cache reads a start time of 0 as "no start", which never grows old.
    let clock = 1;
    const cache = createAssetCache({ maxAgeMs: 1000, now: () => clock });
    const url = `${instance.origin}/cpq/images/a.svg`;
    const first = await cache.get(client, "12", url);
    await cache.get(client, "12", url);
    expect(new TextDecoder().decode(first.bytes)).toBe("<svg/>");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe("bearer secret-token-1");
    clock = 2001;
    await cache.get(client, "12", url);
    expect(seen).toHaveLength(2);
  });

  it("refuses what is not a picture or document, and passes a 404 on", async () => {
    const cache = createAssetCache();
    const json = await cache.get(client, "12", `${instance.origin}/cpq/data.json`).catch((e: unknown) => e);
    expect((json as CpqError).kind).toBe("contract");
    const missing = await cache
      .get(client, "12", `${instance.origin}/cpq/gone.svg.html`)
      .catch((e: unknown) => e);
    expect((missing as CpqError).kind).toBe("not-found");
  });

  it("sends no token to a host other than the instance", async () => {
    await createAssetCache().get(client, "12", `${elsewhere.origin}/cdn/b.svg`);
    expect(seen).toEqual([{ path: "/cdn/b.svg", authorization: null }]);
  });

  it("keeps to its size by dropping the least recently used", async () => {
    const cache = createAssetCache({ maxBytes: 24 });
    for (const name of ["1", "2", "3", "4", "5"])
      await cache.get(client, "12", `${instance.origin}/cpq/${name}.svg`);
    seen.length = 0;
    await cache.get(client, "12", `${instance.origin}/cpq/5.svg`);
    await cache.get(client, "12", `${instance.origin}/cpq/1.svg`);
    expect(seen.map((s) => s.path)).toEqual(["/cpq/1.svg"]);
  });

  it("serves a file larger than a quarter of the cache without keeping it", async () => {
    // "<svg/>" is 6 bytes: kept in a cache of 24, not in one of 23.
    const cache = createAssetCache({ maxBytes: 23 });
    const url = `${instance.origin}/cpq/big.svg`;
    expect(new TextDecoder().decode((await cache.get(client, "12", url)).bytes)).toBe("<svg/>");
    await cache.get(client, "12", url);
    expect(seen).toHaveLength(2);
  });

  it("shares one load between callers asking for the same file at once", async () => {
    const cache = createAssetCache();
    const url = `${instance.origin}/cpq/shared.svg`;
    const [a, b] = await Promise.all([cache.get(client, "12", url), cache.get(client, "12", url)]);
    expect(a).toBe(b);
    expect(seen).toHaveLength(1);
  });
});
