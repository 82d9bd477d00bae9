// Product types in Dutch and one number format per language on paper (issue 45,
// item 4): an admin keeps a product type's Dutch name (PUT
// /api/admin/product-names), every screen's catalogue (GET /api/workflow) carries
// it, and a Dutch ticket shows it with its quantities written "3,56 m". The
// printed ZPL labels name it too, and a new demo database starts with the demo's
// product types in Dutch.
import "../fuzz/next-async-storage";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as productNamesRoute from "@/app/api/admin/product-names/route";
import * as workflowRoute from "@/app/api/workflow/route";
import { LabelSheet } from "@/components/packing/label-sheet";
import { TicketSheet } from "@/components/tickets/ticket-sheet";
import { productList } from "@/lib/embedded-api/demo/products";
import { demoProductNamesNl } from "@/lib/embedded-api/demo/product-names-nl";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { polygons } from "@/lib/embedded-api/schema";
import type { JobTicket, LabelsToPrint, PackageLabel } from "@/lib/printing/label-data";
import { labelsZpl } from "@/lib/printing/zpl-templates";
import { demoProductNamesNl as demoProductNamesNlOfServer } from "@/lib/server/embedded-api";
import type { Ticket } from "@/lib/stations/tickets";
import type { ProductName } from "@/lib/workflow/product-name-schema";
import { ensureDemoProductNames, loadProductNames, saveProductName } from "@/lib/workflow/product-names";
import { openTestDatabase } from "@/tests/support/test-database";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const admin = employee(["admin"]);
const operator = employee(["operator"], [1]);
setUpApiRoutes();

const put = async (as: typeof admin, body: unknown) =>
  productNamesRoute.PUT(await apiRequest("/api/admin/product-names", { method: "PUT", as, body }));
const catalogue = async () =>
  json<{ productNames: ProductName[]; statuses: unknown[] }>(
    await workflowRoute.GET(await apiRequest("/api/workflow", { as: operator })),
  );

const ticket: Ticket = {
  id: 169,
  code: "P0169",
  barcodeSvg: "<svg></svg>",
  pictureSrc: null,
  projectNumber: "A-1042",
  reference: null,
  customer: "Smit",
  lineNumber: 5,
  product: "Double pleat curtain",
  description: null,
  width: 1200,
  height: 2400,
  mainMaterial: null,
  model: "Double pleat curtain",
  plannedFinishAt: "2026-11-24T15:00:00Z",
  deliverAt: null,
  materials: [
    {
      name: "Velvet",
      quantity: "3.56 m",
      amount: { amount: 3.56, unit: "m" },
      description: null,
      color: null,
      properties: [],
    },
  ],
};
const sheet = (locale: "en" | "nl", productNames: ProductName[]) =>
  renderToStaticMarkup(
    createElement(TicketSheet, {
      title: "Tickets",
      tickets: [ticket],
      format: "a6",
      locale,
      formatLinks: { a6: "/a6", a4: "/a4" },
      productNames,
    }),
  );

describe("product types in Dutch", () => {
  it("an admin keeps a Dutch name, every screen's catalogue carries it, a blank one removes it", async () => {
    expect(
      (await put(admin, { nameEn: "Double pleat curtain", nameNl: "Dubbele plooi gordijn" })).status,
    ).toBe(200);
    expect((await catalogue()).productNames).toEqual([
      { nameEn: "Double pleat curtain", nameNl: "Dubbele plooi gordijn" },
    ]);
    expect((await catalogue()).statuses.length).toBeGreaterThan(0);
    expect(
      (await put(admin, { nameEn: "Double pleat curtain", nameNl: "Dubbele plooigordijn" })).status,
    ).toBe(200);
    expect((await catalogue()).productNames).toEqual([
      { nameEn: "Double pleat curtain", nameNl: "Dubbele plooigordijn" },
    ]);
    expect((await put(admin, { nameEn: "Double pleat curtain", nameNl: "" })).status).toBe(200);
    expect((await catalogue()).productNames).toEqual([]);
  });

  it("only an admin keeps them; an empty or odd name is a 400", async () => {
    expect((await put(operator, { nameEn: "Wave curtain", nameNl: "Golfgordijn" })).status).toBe(403);
    expect((await put(admin, { nameEn: "", nameNl: "Golfgordijn" })).status).toBe(400);
    expect((await put(admin, { nameEn: "Wave\u0000curtain", nameNl: "Golfgordijn" })).status).toBe(400);
    expect((await put(admin, { nameEn: "Wave curtain", nameNl: "x".repeat(500) })).status).toBe(400);
  });
});

describe("a ticket in the employee's language", () => {
  const names = [{ nameEn: "Double pleat curtain", nameNl: "Dubbele plooigordijn" }];

  it("writes a Dutch ticket's quantity with a comma and its product type in Dutch", () => {
    const markup = sheet("nl", names);
    expect(markup).toContain("3,56 m");
    expect(markup).not.toContain("3.56 m");
    expect(markup).toContain("Dubbele plooigordijn");
    expect(markup).not.toContain("Double pleat curtain");
  });

  it("writes an English ticket as before", () => {
    const markup = sheet("en", names);
    expect(markup).toContain("3.56 m");
    expect(markup).toContain("Double pleat curtain");
  });
});

describe("printed labels name product types in the employee's language", () => {
  const names = [{ nameEn: "Double pleat curtain", nameNl: "Dubbele plooi gordijn" }];
  const media = { dotsPerMm: 8, widthMm: 100, heightMm: 50 };
  const packageLabel: PackageLabel = {
    barcode: "8712345678906",
    projectNumber: "A-1042",
    customer: "Smit",
    lineNumber: 5,
    product: "Double pleat curtain",
    packageType: "Box",
    number: 1,
    of: 2,
  };
  const jobTicket: JobTicket = {
    code: "P0169",
    projectNumber: "A-1042",
    lineNumber: 5,
    customer: "Smit",
    model: "Double pleat curtain",
    product: "Curtain",
    width: 1200,
    height: 2400,
    description: null,
    materials: [],
    plannedFinishAt: null,
    deliverAt: null,
  };

  it("a Dutch package label and job ticket in ZPL show the Dutch name, an English one the order's", () => {
    for (const request of [
      { kind: "package-labels", labels: [packageLabel] },
      { kind: "job-tickets", labels: [jobTicket] },
    ] satisfies LabelsToPrint[]) {
      const dutch = labelsZpl(media, request, "nl", 1, names);
      expect(dutch).toContain("Dubbele plooi gordijn");
      expect(dutch).not.toContain("Double pleat curtain");
      const english = labelsZpl(media, request, "en", 1, names);
      expect(english).toContain("Double pleat curtain");
      expect(english).not.toContain("Dubbele plooi gordijn");
    }
  });

  it("the labels printed from the browser name it alike", () => {
    const label = { ...packageLabel, polygonPackageId: 7, reference: null, isPacked: false };
    const sheet = (locale: "en" | "nl") =>
      renderToStaticMarkup(
        createElement(LabelSheet, {
          locale,
          title: "A-1042",
          labels: [label],
          format: "a4",
          productNames: names,
        }),
      );
    expect(sheet("nl")).toContain("Dubbele plooi gordijn");
    expect(sheet("nl")).not.toContain("Double pleat curtain");
    expect(sheet("en")).toContain("Double pleat curtain");
  });
});

describe("the demo workshop's product types in Dutch", () => {
  it("every product and model of the demo has a Dutch name", () => {
    const demoNames = productList.flatMap((p) => [p.product, ...p.models.map((m) => m.description)]);
    expect(demoNames.length).toBeGreaterThan(10);
    for (const name of demoNames) expect(demoProductNamesNl[name], name).toMatch(/\S/);
  });

  it("a new demo database gets them once at start; an admin's names are kept", async () => {
    const handle = await openTestDatabase();
    try {
      await loadDemoData(handle.db, { seed: 42, projects: 2, now: new Date("2026-11-25T09:00:00Z") });
      await ensureDemoProductNames(handle.db, await demoProductNamesNlOfServer());
      const kept = await loadProductNames(handle.db);
      expect(kept).toContainEqual({ nameEn: "Double pleat curtain", nameNl: "Dubbele plooi gordijn" });
      expect(kept).toContainEqual({ nameEn: "Roman blind", nameNl: "Vouwgordijn" });
      // Every product type the demo's polygons carry has its Dutch name.
      const dutch = new Map(kept.map((n) => [n.nameEn, n.nameNl]));
      const shown = await handle.db.selectDistinct({ product: polygons.product }).from(polygons);
      expect(shown.length).toBeGreaterThan(0);
      for (const { product } of shown) expect(dutch.get(product), product).toBeTruthy();

      await saveProductName(handle.db, { nameEn: "Roman blind", nameNl: "Vouwgordijn (eigen)" });
      expect(await ensureDemoProductNames(handle.db, await demoProductNamesNlOfServer())).toMatch(/^skipped/);
      expect(await loadProductNames(handle.db)).toContainEqual({
        nameEn: "Roman blind",
        nameNl: "Vouwgordijn (eigen)",
      });
    } finally {
      await handle.close();
    }
  });
});
