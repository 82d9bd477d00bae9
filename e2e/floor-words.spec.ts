// Words, not codes, on floor screens (issue 21, item 6): a line is named by
// project, labelled line number and job code ("A-1042 · regel 5 · P0134") on
// the station (the sewer, in Dutch), the supervisor and matching; a status is
// its workflow label, never its number; a production value has its unit; the
// throughput chart has its axes and dates. One builder makes these words
// (lib/polygons/floor-labels.ts, unit-tested beside it).
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream, wedgeScan } from "./support/floor";

test.describe("the sewer (Dutch)", () => {
  test.use({ storageState: storageStateOf("sewer") });

  test("station cards name the project, 'regel n' and the job code, and statuses by their label", async ({
    page,
    request,
  }) => {
    const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
    await page.goto(`/stations/${departments.find((d) => d.code === "SEW")!.id}`);
    const card = page.getByRole("article").first();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(/^\S+ · regel \d+ · P\d{4,}$/);
    // The badge is the Dutch label of the workflow ("Snijden klaar", "Naaien gestart"…), never "290".
    const badge = card.getByTitle(/^\d+$/).first();
    await expect(badge).toHaveText(/^[A-Za-z][^\d]*$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the packer", () => {
  test.use({ storageState: storageStateOf("packer") });

  test("the product line's status is a word and its job code is shown", async ({ page, request }) => {
    type Polygon = { id: number };
    const packed = await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=600");
    let barcode: string | null = null;
    for (const polygon of packed.slice(0, 20)) {
      const packages = await upstream<{ barcode: string; packedAt: string | null }[]>(
        request,
        `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
      );
      barcode = packages.find((p) => p.packedAt !== null)?.barcode ?? null;
      if (barcode) break;
    }
    if (!barcode) throw new Error("no packed demo package");
    await page.goto("/pack");
    await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
    await wedgeScan(page, barcode);
    const panel = page.getByRole("region", { name: "Product line" });
    await expect(panel.getByRole("definition").first()).toHaveText(/^P\d{4,}$/);
    // The definition that follows the term "Status".
    const status = panel
      .getByRole("term")
      .filter({ hasText: /^Status$/ })
      .locator("xpath=following-sibling::*[1]");
    await expect(status).not.toHaveText(/^\d+$/);
    await expect(status).toHaveText(/^[A-Z][a-z]+/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the supervisor", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("production values carry their unit, lists name the job code, the chart has dates and an axis", async ({
    page,
  }) => {
    await page.goto("/supervisor");
    const wip = page.getByRole("region", { name: "Work in progress" });
    await expect(wip.getByText(/^value [\d,]+ min of work$/).first()).toBeVisible();
    await wip.getByRole("button", { expanded: false }).first().click();
    const list = page.getByRole("region", { name: /product lines$/ });
    await expect(list.getByRole("link").first()).toHaveText(/ · line \d+ · P\d{4,}$/);

    const chart = page.getByRole("img", { name: /finished per day/ }).first();
    await expect(chart).toBeVisible();
    // Dates in the accessible text ("Thu, Mar 12: 4"), and on the axis: a day number under every bar and the month.
    await expect(chart).toHaveAccessibleName(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}: \d+/);
    const axisTexts = await chart.locator("text").allTextContents();
    expect(axisTexts.filter((text) => /^\d{1,2}$/.test(text)).length).toBeGreaterThanOrEqual(14);
    expect(axisTexts.some((text) => /^[A-Z][a-z]{2}$/.test(text))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the matcher", () => {
  test.use({ storageState: storageStateOf("matcher") });

  test("matching entries name the line and the job code", async ({ page }) => {
    await page.goto("/matching");
    const entry = page.getByRole("button", { name: /^line \d+ · P\d{4,}\b/ }).first();
    await expect(entry).toBeVisible();
    await expect(page.getByRole("button", { name: /^Polygon \d+/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
