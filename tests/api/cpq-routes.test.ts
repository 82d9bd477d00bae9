// The app's CPQ routes against the stand-in CPQ on its own port, reached as a
// real hub through the CPQ settings (only the settings differ from a real
// one): the asset route serves a signed picture from the app's origin and
// nothing else; a matcher sets a purchase number in the CPQ once per
// Idempotency-Key, audited, and a packer may not; the station sees the
// product view, and one line when the CPQ is down.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as assetRoute from "@/app/api/cpq/assets/[ref]/route";
import * as productRoute from "@/app/api/departments/[id]/polygons/[polygonId]/product/route";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as materialRoute from "@/app/api/matching/materials/[ean]/route";
import * as purchaseRoute from "@/app/api/matching/purchase-numbers/route";
import { cpqAssetPathPrefix } from "@/lib/cpq/asset-refs";
import type { MaterialView, ProductView } from "@/lib/cpq/product-view";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { createEmbeddedCpqHandler } from "@/lib/embedded-cpq/handler";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { hubAccount, serveOnPort, standInOptions, type HttpServer } from "../support/cpq-stand-in";

let standIn: HttpServer;
beforeAll(async () => {
  // Registered before setUpApiRoutes: the settings are in place before the first env() call.
  standIn = await serveOnPort(createEmbeddedCpqHandler(standInOptions(() => Promise.resolve(ctx.handle.db))));
  Object.assign(process.env, {
    CPQ_HUB_URL: `${standIn.origin}/cpq-hub`,
    CPQ_HUB_EMAIL: hubAccount.emailAddress,
    CPQ_HUB_PASSWORD: hubAccount.password,
    CPQ_API_KEY: hubAccount.apiKey,
    CPQ_TIMEOUT_MS: "2000",
  });
});
const ctx = setUpApiRoutes({ seed: false });

const supervisor = employee(["supervisor"]);
const matcher = employee(["matcher"]);
const packer = employee(["packer"]);
const admin = employee(["admin"]);

type Demo = {
  departmentId: number;
  productionPolygonId: number;
  productionProjectId: number;
  polygonId: number;
  ean: string;
};
let demo: Demo;
beforeAll(async () => {
  await loadDemoData(ctx.handle.db, { seed: 7, projects: 4, now: new Date("2026-11-20T12:00:00Z") });
  const [polygon] = await ctx.handle.db.select().from(t.polygons).limit(1);
  const [material] = await ctx.handle.db
    .select()
    .from(t.projectMaterials)
    .where(eq(t.projectMaterials.productionProjectId, polygon!.productionProjectId))
    .limit(1);
  const [department] = await ctx.upstream.department.getAll();
  demo = {
    departmentId: department!.id,
    productionPolygonId: polygon!.id,
    productionProjectId: polygon!.productionProjectId,
    polygonId: polygon!.polygonId,
    ean: material!.eanCode!,
  };
});

type ProductAnswer = { status: "ok"; view: ProductView } | { status: string; message: string };

async function productOf(): Promise<ProductAnswer> {
  const request = await apiRequest(
    `/api/departments/${demo.departmentId}/polygons/${demo.productionPolygonId}/product`,
    { as: supervisor },
  );
  const response = await productRoute.GET(
    request,
    routeParams({ id: demo.departmentId, polygonId: demo.productionPolygonId }),
  );
  expect(response.status).toBe(200);
  return json<ProductAnswer>(response);
}

async function getAsset(path: string, as = supervisor as typeof supervisor | null) {
  const ref = path.slice(cpqAssetPathPrefix.length);
  return assetRoute.GET(await apiRequest(path, { as }), routeParams({ ref }));
}

async function setNumber(body: unknown, key: string, as = matcher) {
  const request = await apiRequest("/api/matching/purchase-numbers", { method: "POST", as, body });
  request.headers.set("idempotency-key", key);
  return purchaseRoute.POST(request);
}

async function numberInCpq(): Promise<string | null | undefined> {
  const request = await apiRequest(`/api/matching/purchase-numbers?projects=${demo.productionProjectId}`, {
    as: matcher,
  });
  const { purchaseNumbers } = await json<{
    purchaseNumbers: { polygonId: number; purchaseNumber: string | null }[];
  }>(await purchaseRoute.GET(request));
  return purchaseNumbers.find((p) => p.polygonId === demo.polygonId)?.purchaseNumber;
}

describe("CPQ at the station and the asset route", () => {
  it("gives the station the product view with pictures as paths of the app, served with the asset's headers", async () => {
    const answer = await productOf();
    if (answer.status !== "ok" || !("view" in answer)) throw new Error(`no product view: ${answer.status}`);
    expect(answer.view.printData.length).toBeGreaterThan(0);
    const src = answer.view.pictures[0]!.src;
    expect(src.startsWith(cpqAssetPathPrefix)).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(standIn.origin);

    const picture = await getAsset(src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toContain("image/svg+xml");
    expect(picture.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    // The asset's own policy, not the app's (tests/api/route-policy.test.ts: the proxy leaves it).
    expect(picture.headers.get("content-security-policy")).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(await picture.text()).toContain("<svg");

    expect((await getAsset(src, null)).status).toBe(401);
    const forged = src.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await getAsset(forged)).status).toBe(404);
  });

  it("shows the matcher the scanned EAN's material with its picture and composition", async () => {
    const request = await apiRequest(`/api/matching/materials/${demo.ean}`, { as: matcher });
    const answer = await json<{ status: string; material: MaterialView }>(
      await materialRoute.GET(request, routeParams({ ean: demo.ean })),
    );
    expect(answer.status).toBe("ok");
    expect(answer.material.eanCode).toBe(demo.ean);
    expect(answer.material.composition).toEqual(expect.any(String));
    expect(answer.material.picture?.startsWith(cpqAssetPathPrefix)).toBe(true);
  });
});

describe("setting a purchase number", () => {
  it("writes to the CPQ once per Idempotency-Key, and audits it", async () => {
    const body = {
      productionProjectId: demo.productionProjectId,
      polygonId: demo.polygonId,
      purchaseNumber: "PO-7781",
    };
    const first = await setNumber(body, "purchase-number-0001");
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual(body);
    expect(await numberInCpq()).toBe("PO-7781");

    // Changed in the CPQ meanwhile: a repeat of the first request must not write it back.
    const other = { ...body, purchaseNumber: "PO-9000" };
    expect((await setNumber(other, "purchase-number-0002")).status).toBe(200);
    const repeat = await setNumber(body, "purchase-number-0001");
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotency-replayed")).toBe("true");
    expect(await numberInCpq()).toBe("PO-9000");

    const audit = await auditRoute.GET(await apiRequest("/api/admin/audit?limit=5", { as: admin }));
    const rows = await json<{ action: string; status: number; details: { body?: unknown } }[]>(audit);
    expect(rows.filter((r) => r.action === "cpq.purchase-number.set").map((r) => r.details.body)).toEqual(
      expect.arrayContaining([body, other]),
    );
  });

  it("is refused to a packer and to an empty number, and leaves the CPQ as it was", async () => {
    const before = await numberInCpq();
    const body = {
      productionProjectId: demo.productionProjectId,
      polygonId: demo.polygonId,
      purchaseNumber: "PO-1",
    };
    expect((await setNumber(body, "purchase-number-0003", packer)).status).toBe(403);
    expect((await setNumber({ ...body, purchaseNumber: "  " }, "purchase-number-0004")).status).toBe(400);
    expect(await numberInCpq()).toBe(before);
  });
});

describe("with the CPQ down", () => {
  it("the station gets one line, an asset 502, a purchase number write 502", async () => {
    const answer = await productOf();
    if (answer.status !== "ok" || !("view" in answer)) throw new Error("no product view");
    const document = answer.view.documents[0]!.href;
    await standIn.close();
    // A project loaded before is still shown from the server's copy for a minute; a document not yet fetched is not.
    expect((await getAsset(document)).status).toBe(502);
    const body = {
      productionProjectId: demo.productionProjectId,
      polygonId: demo.polygonId,
      purchaseNumber: "PO-2",
    };
    const refused = await setNumber(body, "purchase-number-0005");
    expect(refused.status).toBe(502);
    expect(await refused.text()).not.toContain(hubAccount.password);
  });
});
