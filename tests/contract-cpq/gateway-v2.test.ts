// Contract: the stand-in's Gateway v2 material/findbycode, findbyid and the
// purchase-number operations, kept in the production data's order spec.
import { eq, like, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CpqError } from "@/lib/cpq/errors";
import { polygons, projectMaterials, projects } from "@/lib/embedded-api/schema";
import { orderSpecBodySchema } from "@/lib/production-api/schemas";
import { useStandIn } from "../support/cpq-stand-in";

describe("stand-in Gateway v2", () => {
  const ctx = useStandIn();

  it("finds the material behind an EAN, the same one by its id", async () => {
    const material = await ctx.hub.findMaterialByCode("12", ctx.demo.eanCode);
    expect(material).toMatchObject({
      id: ctx.demo.materialId,
      eanCode: ctx.demo.eanCode,
      color: expect.any(String) as string,
      composition: expect.any(String) as string,
      imageUrl: `${ctx.server.origin}/cpq/12/images/material/${ctx.demo.materialId}.svg`,
    });
    expect(await ctx.direct.findMaterialById("12", ctx.demo.materialId)).toEqual(material);
  });

  it("a fabric has its roll width; an unknown EAN or id is none (404)", async () => {
    const [roll] = await ctx.handle.db
      .select({ eanCode: projectMaterials.eanCode })
      .from(projectMaterials)
      .where(
        or(
          like(projectMaterials.material, "Velours%"),
          like(projectMaterials.material, "Screen%"),
          like(projectMaterials.material, "Plissé%"),
        ),
      )
      .limit(1);
    const fabric = await ctx.hub.findMaterialByCode("12", roll!.eanCode!);
    expect(fabric?.width).toBeGreaterThan(1000);
    expect(fabric?.materialKind?.interfaceKey).toBe("ROLL");
    expect(fabric?.composition).toMatch(/polyester/);
    expect(await ctx.hub.findMaterialByCode("12", "0000000000000")).toBeNull();
    expect(await ctx.hub.findMaterialById("12", 1)).toBeNull();
    const token = new URL(await ctx.direct.getIframeUrl("12")).searchParams.get("token")!;
    const missing = await fetch(
      `${ctx.server.origin}/cpq/12/api/gateway/v2/material/findbycode?code=0000000000000`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("application/problem+json");
    const noCode = await fetch(`${ctx.server.origin}/cpq/12/api/gateway/v2/material/findbycode`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noCode.status).toBe(400);
  });

  it("reads a polygon's purchase number from the order spec, and a set one shows in the order spec too", async () => {
    const [row] = await ctx.handle.db
      .select({ orderSpec: projects.orderSpec })
      .from(polygons)
      .innerJoin(projects, eq(projects.id, polygons.productionProjectId))
      .where(eq(polygons.polygonId, ctx.demo.polygonId))
      .limit(1);
    const item = orderSpecBodySchema.parse(row!.orderSpec).items.find((i) => i.id === ctx.demo.polygonId)!;
    expect(await ctx.hub.getPolygonPurchaseNumber("12", ctx.demo.polygonId)).toBe(item.purchaseNumber);

    await ctx.hub.setPolygonPurchaseNumber("12", ctx.demo.polygonId, "PO-2026-0042");
    expect(await ctx.direct.getPolygonPurchaseNumber("12", String(ctx.demo.polygonId))).toBe("PO-2026-0042");
    const [after] = await ctx.handle.db
      .select({ orderSpec: projects.orderSpec })
      .from(polygons)
      .innerJoin(projects, eq(projects.id, polygons.productionProjectId))
      .where(eq(polygons.polygonId, ctx.demo.polygonId))
      .limit(1);
    const items = orderSpecBodySchema.parse(after!.orderSpec).items;
    expect(items.find((i) => i.id === ctx.demo.polygonId)?.purchaseNumber).toBe("PO-2026-0042");
    // Only that item changed.
    expect(items.filter((i) => i.purchaseNumber === "PO-2026-0042")).toHaveLength(1);
  });

  it("an unknown polygon is 404 on get and set; a too-long purchase number 400", async () => {
    const get = await ctx.hub.getPolygonPurchaseNumber("12", 1).catch((e: unknown) => e);
    expect(get).toBeInstanceOf(CpqError);
    expect((get as CpqError).kind).toBe("not-found");
    const set = await ctx.hub.setPolygonPurchaseNumber("12", "abc", "x").catch((e: unknown) => e);
    expect((set as CpqError).kind).toBe("not-found");
    const long = await ctx.hub
      .setPolygonPurchaseNumber("12", ctx.demo.polygonId, "x".repeat(51))
      .catch((e: unknown) => e);
    expect((long as CpqError).status).toBe(400);
  });
});
