// With no CPQ settings the app's client reaches the stand-in in process (as it
// reaches the embedded production API): the same answers as over HTTP, and
// pictures it can fetch, although no port is listening at the hub URL.
import { describe, expect, it } from "vitest";
import { createCpqClient } from "@/lib/cpq/client";
import { createEmbeddedCpqHandler } from "@/lib/embedded-cpq/handler";
import { inProcessFetch } from "@/lib/production-api/in-process";
import { hubAccount, standInOptions, useStandIn } from "../support/cpq-stand-in";

describe("stand-in CPQ in process", () => {
  const ctx = useStandIn();

  it("answers LoadProject as over HTTP, and its pictures are fetched in process too", async () => {
    const handler = createEmbeddedCpqHandler(standInOptions(() => Promise.resolve(ctx.handle.db)));
    // Port 9 (discard): nothing listens there, so only the in-process fetch can answer.
    const client = createCpqClient({
      connection: { mode: "hub", hubUrl: "http://127.0.0.1:9/cpq-hub", ...hubAccount },
      fetch: inProcessFetch(handler),
    });
    const inProcess = await client.loadProject("12", ctx.demo.projectId);
    const overHttp = await ctx.hub.loadProject("12", ctx.demo.projectId);
    if (inProcess.status !== "found" || overHttp.status !== "found") throw new Error("not available");
    const withoutOrigin = (value: unknown, origin: string) => JSON.stringify(value).replaceAll(origin, "");
    expect(withoutOrigin(inProcess.project, "http://127.0.0.1:9")).toBe(
      withoutOrigin(overHttp.project, ctx.server.origin),
    );

    const picture = await client.fetchFile("12", inProcess.project.polygons[0]!.modelImageUrl!);
    expect(picture.contentType).toBe("image/svg+xml");
  });
});
