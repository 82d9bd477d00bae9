// The CPQ service the station, ticket, matching and project page call: its
// views over the stand-in, its asset paths on the app's origin, and its one
// line when the CPQ fails (the station works on).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCpqClient } from "@/lib/cpq/client";
import { cpqAssetPathPrefix } from "@/lib/cpq/asset-refs";
import { createCpqService } from "@/lib/cpq/service";
import { hubAccount, serveOnPort, useStandIn, type HttpServer } from "../support/cpq-stand-in";

const assetKey = new TextEncoder().encode("asset-key-for-tests-0123456789abcdef");

describe("CPQ service over the stand-in", () => {
  const ctx = useStandIn();
  const service = () => createCpqService({ client: ctx.hub, assetKey });

  it("gives a polygon's pictures, print data, materials and documents as paths of the app's origin", async () => {
    const cpq = service();
    const answer = await cpq.productView({
      hubApplicationId: 12,
      projectId: ctx.demo.projectId,
      polygonId: ctx.demo.polygonId,
    });
    if (answer.status !== "ok") throw new Error(answer.message);
    const { view } = answer;
    expect(view.pictures.length).toBeGreaterThan(0);
    const paths = [
      ...view.pictures.map((p) => p.src),
      view.modelPicture!,
      ...view.documents.map((d) => d.href),
      ...view.materials.map((m) => m.picture!),
    ];
    for (const path of paths) expect(path.startsWith(cpqAssetPathPrefix)).toBe(true);
    expect(JSON.stringify(view)).not.toContain(ctx.server.origin);
    expect(view.printData.find((p) => p.label === "Width")?.value).toBe(`${view.width} mm`);
    expect(view.materials[0]).toMatchObject({
      isMain: true,
      colour: expect.any(String) as string,
      eanCode: expect.stringMatching(/^\d{13}$/) as string,
    });

    const picture = await cpq.asset(view.pictures[0]!.src.slice(cpqAssetPathPrefix.length));
    if (picture.status !== "ok") throw new Error("no picture");
    expect(picture.asset.contentType).toBe("image/svg+xml");
    expect(picture.asset.headers["content-security-policy"]).toContain("sandbox");
    expect(new TextDecoder().decode(picture.asset.bytes)).toContain("<svg");
    // A path the server did not sign is refused without a fetch.
    const forged = view.pictures[0]!.src.slice(cpqAssetPathPrefix.length).replace(/.$/, (c) =>
      c === "A" ? "B" : "A",
    );
    expect(await cpq.asset(forged)).toEqual({ status: "bad-ref" });
  });

  it("a polygon or project the CPQ does not have is 'not available in the CPQ'", async () => {
    expect(
      await service().productView({ hubApplicationId: 12, projectId: ctx.demo.projectId, polygonId: 1 }),
    ).toEqual({ status: "not-available", message: "not available in the CPQ" });
    expect((await service().productView({ hubApplicationId: 12, projectId: 1, polygonId: 1 })).status).toBe(
      "not-available",
    );
  });

  it("gives the material behind an EAN; sets a purchase number that the next view shows", async () => {
    const cpq = service();
    const material = await cpq.materialByEan(12, ctx.demo.eanCode);
    expect(material).toMatchObject({
      status: "ok",
      material: { eanCode: ctx.demo.eanCode, composition: expect.any(String) as string },
    });
    const ref = { hubApplicationId: 12, projectId: ctx.demo.projectId, polygonId: ctx.demo.polygonId };
    await cpq.productView(ref); // loads (and keeps) the project
    await cpq.setPurchaseNumber(ref, "PO-SERVICE-1");
    const after = await cpq.productView(ref);
    expect(after.status === "ok" && after.view.purchaseNumber).toBe("PO-SERVICE-1");
    expect((await cpq.purchaseNumbers([ref])).get(ctx.demo.polygonId)).toBe("PO-SERVICE-1");
    expect(await cpq.purchaseNumber(12, ctx.demo.polygonId)).toEqual({
      status: "ok",
      purchaseNumber: "PO-SERVICE-1",
    });
  });

  it("an application the account may not use is one line, not an error", async () => {
    expect(await service().iframeUrl(14, ctx.demo.projectId)).toEqual({
      status: "unavailable",
      message: "this account may not use application 14",
    });
    const ok = await service().iframeUrl(12, ctx.demo.projectId);
    expect(ok.status === "ok" && ok.url).toMatch(/^\/cpq\/12\?token=/);
  });
});

describe("CPQ service when the CPQ fails", () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await serveOnPort((request) =>
      Promise.resolve(
        new URL(request.url).pathname === "/api/embedded/token"
          ? Response.json({ token: "t", expiresIn: 60 })
          : Response.json({ title: "Bad Gateway", status: 502 }, { status: 502 }),
      ),
    );
  });
  afterAll(() => server.close());

  it("answers the station one line and works on", async () => {
    const client = createCpqClient({ connection: { mode: "hub", hubUrl: server.origin, ...hubAccount } });
    const answer = await createCpqService({ client, assetKey }).productView({
      hubApplicationId: 12,
      projectId: 1,
      polygonId: 2,
    });
    expect(answer.status).toBe("unavailable");
    expect("message" in answer && answer.message).toMatch(
      /^the CPQ is not available \(502: Bad Gateway\); working on without the product view$/,
    );
  });
});
