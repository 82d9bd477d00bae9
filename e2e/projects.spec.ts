// The project page and the office search box: a supervisor opens a demo
// project, sees its order spec (bill of materials, lines, packages) and
// downloads a CSV that holds exactly that bill of materials; the search box
// finds the project by number and by customer, and a package by its barcode.
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { parseCsv } from "../tests/support/csv";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream } from "./support/floor";

type BomLine = { code: string | null; description: string | null; quantity: number };
type OrderSpec = {
  productionProjectId: number;
  orderSpec: {
    projectNumber: string;
    billOfMaterials: BomLine[];
    items: { id: number; lineNumber: number; billOfMaterials: BomLine[] }[];
  };
};
type Polygon = { id: number; productionProjectId: number };
type PolygonPackage = { barcode: string };

/** A demo project with a packed polygon: its order spec, customer, and that polygon's package barcode. */
async function demoProject(request: APIRequestContext) {
  const polygons = await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=700");
  for (const polygon of polygons.sort((a, b) => a.id - b.id)) {
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (packages.length === 0) continue;
    const id = polygon.productionProjectId;
    const spec = await upstream<OrderSpec>(request, `projectexport/getorderspec?productionProjectId=${id}`);
    const { results } = await upstream<{ results: { customer: string | null }[] }>(
      request,
      "matching/browse",
      {
        method: "POST",
        data: { productionProjectId: id, take: 1 },
      },
    );
    const customer = results[0]?.customer;
    if (!customer) continue;
    return { id, spec: spec.orderSpec, customer, polygonId: polygon.id, barcode: packages[0]!.barcode };
  }
  throw new Error("the demo data has no packed polygon with a package and a customer");
}

test.use({ storageState: storageStateOf("supervisor") });

test("the project page shows the order spec and its CSV download matches it", async ({ page, request }) => {
  const project = await demoProject(request);
  await page.goto(`/projects/${project.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Project ${project.spec.projectNumber}` }),
  ).toBeVisible({
    timeout: 10_000,
  });

  const totals = page.getByRole("table", { name: "Bill of materials", exact: true });
  await expect(totals.getByRole("row")).toHaveCount(project.spec.billOfMaterials.length + 1);
  for (const line of project.spec.billOfMaterials) {
    await expect(
      totals
        .getByRole("row")
        .filter({ hasText: line.code ?? "–" })
        .first(),
    ).toBeVisible();
  }
  for (const item of project.spec.items) {
    await expect(
      page.getByRole("article", { name: new RegExp(`^Line ${item.lineNumber} · P\\d+`) }).first(),
    ).toBeVisible();
  }
  await expect(page.getByRole("article", { name: new RegExp(`P0*${project.polygonId}$`) })).toContainText(
    project.barcode,
  );
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download bill of materials (CSV)" }).click();
  const file = await (await download).path();
  const [header, ...rows] = parseCsv(await readFile(file, "utf8"));
  expect(header?.slice(0, 5)).toEqual(["scope", "lineNumber", "itemId", "code", "description"]);
  const expected = [
    ...[...project.spec.items]
      .sort((a, b) => a.lineNumber - b.lineNumber || a.id - b.id)
      .flatMap((item) =>
        item.billOfMaterials.map((l) => ["line", String(item.lineNumber), l.code ?? "", String(l.quantity)]),
      ),
    ...project.spec.billOfMaterials.map((l) => ["project", "", l.code ?? "", String(l.quantity)]),
  ];
  expect(rows.map((r) => [r[0], r[1], r[3], r[9]])).toEqual(expected);
});

test("the search box finds a project by number and by customer, and a package by barcode", async ({
  page,
  request,
}) => {
  const project = await demoProject(request);
  await page.goto("/supervisor");
  const box = page.getByRole("searchbox", { name: "Search" });
  const results = page.getByRole("list", { name: "Search results" });

  await box.fill(project.spec.projectNumber);
  await box.press("Enter");
  await expect(
    results.getByRole("link", { name: `Project ${project.spec.projectNumber} · ${project.customer}` }),
  ).toBeVisible({
    timeout: 10_000,
  });
  expect(await seriousViolations(page)).toEqual([]);

  await box.fill(project.customer);
  await box.press("Enter");
  await expect(results.getByRole("link", { name: project.customer }).first()).toBeVisible({
    timeout: 10_000,
  });

  await box.fill(project.barcode);
  await box.press("Enter");
  const hit = results.getByRole("link", { name: `Package ${project.barcode}`, exact: false });
  await expect(hit).toBeVisible({ timeout: 10_000 });
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}#polygon-${project.polygonId}$`), {
    timeout: 10_000,
  });
  await expect(page.getByRole("article", { name: new RegExp(`P0*${project.polygonId}$`) })).toBeVisible();
});
