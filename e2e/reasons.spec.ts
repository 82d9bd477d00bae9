// Reason codes on the floor: the admin keeps them at /admin/reasons (the
// tablets follow), the cutter puts a polygon on hold with a reason button, the
// sewer reports scrap of a cut part and sends it back to cutting (it is then
// in cutting's queue: the cutter's ticket scan starts it), the matcher unmatches
// with a reason (shown on the entry), the packer says why after an undo, and the
// supervisor's Pareto chart counts them, a bar opening its polygons. axe on every screen.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { scanBand, seriousViolations, upstream, wedgeScan } from "./support/floor";

type Status = { productionStatusValue: number; remarks: string | null; assignedAt: string; id: number };
type Polygon = { id: number; statuses: Status[] };

const currentOf = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0];
const statusOf = async (request: APIRequestContext, id: number) =>
  currentOf(await upstream<Polygon>(request, `polygon/getbyid?id=${id}`));

async function departmentId(request: APIRequestContext, code: string): Promise<number> {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const found = departments.find((d) => d.code === code);
  if (!found) throw new Error(`the demo data has no ${code} department`);
  return found.id;
}

const idOfCard = async (card: ReturnType<Page["getByRole"]>) =>
  Number(/P(\d+)$/.exec((await card.getByRole("heading").first().textContent()) ?? "")?.[1]);

/** Shared by the scrap and Pareto tests (they run in order, one worker). */
let scrapped: number | null = null;

test.describe("as the admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("keeps the reasons at /admin/reasons; the tablets offer only the active ones", async ({ page }) => {
    await page.goto("/admin/reasons");
    await expect(page.getByRole("heading", { name: "Reason codes" })).toBeVisible();
    const list = page.getByRole("list", { name: "Reason codes" });
    await expect(list.getByRole("listitem").filter({ hasText: "Wrong measurement" })).toContainText(
      "Verkeerde maat",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "New reason" }).click();
    const form = page.getByRole("form", { name: "New reason" });
    await form.getByLabel("Kind").selectOption({ label: "Problem / on hold" });
    await form.getByLabel("Code").fill("e2e-loose-thread");
    await form.getByLabel("English label").fill("Loose thread");
    await form.getByLabel("Dutch label").fill("Losse draad");
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Create" }).click();
    const item = list.getByRole("listitem").filter({ hasText: "Loose thread" });
    await expect(item).toContainText("Losse draad");
    await expect(item).toContainText("Never given");
    const offered = async () =>
      ((await (await page.request.get("/api/reasons?kind=problem")).json()) as { code: string }[]).map(
        (r) => r.code,
      );
    expect(await offered()).toContain("e2e-loose-thread");

    await item.getByRole("button", { name: /^Deactivate/ }).click();
    await expect(item).toContainText("Inactive");
    expect(await offered()).not.toContain("e2e-loose-thread");

    await item.getByRole("button", { name: /^Delete / }).click();
    await page
      .getByRole("dialog", { name: /^Delete .*\?$/ })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(item).toHaveCount(0);
  });
});

test.describe("as the cutter", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("puts a polygon on hold with a reason button and no remark", async ({ page, request }) => {
    await page.goto(`/stations/${await departmentId(request, "CUT")}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Report a problem" }) })
      .first();
    await expect(card).toBeVisible();
    const id = await idOfCard(card);
    await card.getByRole("button", { name: "Report a problem" }).click();
    const dialog = page.getByRole("dialog", { name: /Report a problem with/ });
    const flaw = dialog.getByRole("button", { name: "Fabric flaw" });
    await flaw.click();
    await expect(flaw).toHaveAttribute("aria-pressed", "true");
    expect((await flaw.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Put on hold" }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => {
        const status = await statusOf(request, id);
        return [status?.productionStatusValue, status?.remarks];
      })
      .toEqual([900, "Fabric flaw"]);
  });
});

test.describe("scrap", () => {
  test.use({ storageState: storageStateOf("sewer") });

  test("the sewer sends a badly cut part back to cutting; it is in cutting's queue again", async ({
    page,
    request,
    browser,
  }) => {
    const [sew, cut] = [await departmentId(request, "SEW"), await departmentId(request, "CUT")];
    const cutWork = new Set(
      (
        await upstream<{ productionPolygonId: number }[]>(
          request,
          `polygondepartment/getbydepartment?productionDepartmentId=${cut}`,
        )
      ).map((w) => w.productionPolygonId),
    );
    await page.goto(`/stations/${sew}`);
    await expect(page.getByRole("article").first()).toBeVisible();
    // A line that waits for material (or has a defect) would make the cutter's scan ask "Start anyway?" first.
    const cards = page.getByRole("article").filter({ hasNotText: /Wacht op materiaal|[Mm]ateriaaldefect/ });
    await expect(cards.first()).toBeVisible();
    let card = cards.first();
    for (let i = 0; i < (await cards.count()); i++) {
      if (cutWork.has(await idOfCard(cards.nth(i)))) {
        card = cards.nth(i);
        break;
      }
    }
    const id = await idOfCard(card);
    expect(cutWork.has(id)).toBe(true);
    await card.getByRole("button", { name: "Details" }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: ticketCode(id) });
    await drawer.getByRole("button", { name: "Afkeur melden" }).click();
    const form = drawer.getByRole("form", { name: `Afkeur melden van ${ticketCode(id)}` });
    await form.getByRole("button", { name: "Afkeuren en terugsturen" }).click();
    await expect(form.getByText("Kies waarom het afkeur is")).toBeVisible();
    await form.getByRole("button", { name: "Verkeerd op maat gesneden" }).click();
    await form.getByRole("button", { name: "Cutting (CUT)" }).click();
    await form.getByLabel("Opmerking (optioneel)").fill("2 cm te smal");
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Afkeuren en terugsturen" }).click();
    await expect(scanBand(page)).toContainText(`${ticketCode(id)} gaat terug naar Cutting`);
    await expect.poll(async () => (await statusOf(request, id))?.productionStatusValue).toBe(100);
    scrapped = id;

    // In cutting's queue again: the cutter's scan of its job ticket starts it there.
    const cutter = await browser.newContext({ storageState: storageStateOf("cutter") });
    const station = await cutter.newPage();
    await station.goto(`/stations/${cut}`);
    await expect(station.getByRole("article").first()).toBeVisible();
    await expect(station.locator("html")).toHaveAttribute("data-scanner", "ready");
    await wedgeScan(station, ticketCode(id));
    await expect(scanBand(station)).toContainText(`${ticketCode(id)} started`);
    await expect.poll(async () => (await statusOf(request, id))?.productionStatusValue).toBe(200);
    await cutter.close();
  });
});

test.describe("as the matcher", () => {
  test.use({ storageState: storageStateOf("matcher") });

  test("unmatches with a reason button; the reason shows on the entry afterwards", async ({ page }) => {
    type Entry = { id: number; productionPolygonId: number; isMatched: boolean; hasDefect: boolean };
    type Browse = { results: { eanCode: string | null; polygonProjectMaterials: Entry[] }[] };
    const { results } = await upstream<Browse>(page.request, "matching/browse", {
      method: "POST",
      data: { isMatched: false, hasDefect: false, take: 50, sort: "date" },
    });
    const ean = results.find((r) => r.eanCode)?.eanCode;
    if (!ean) throw new Error("no unmatched demo material with an EAN");
    await page.goto("/matching");
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
    await wedgeScan(page, ean);
    const scanned = page.getByRole("region", { name: `Scanned EAN ${ean}` });
    const selected = scanned.getByRole("button", { pressed: true });
    await expect(selected).toHaveCount(1);
    // The entry as every screen names it: "line 5 · P0134" (lib/polygons/floor-labels.ts).
    const name = /line \d+ · P\d+|P\d+/.exec(await selected.innerText())?.[0];
    if (!name) throw new Error("the selected entry has no job code");
    const polygon = Number(/P(\d+)$/.exec(name)?.[1]);
    await wedgeScan(page, ean);
    await expect(scanBand(page)).toContainText(`Matched: ${name}`);

    // The screen may move on after a match: choose the entry again.
    await scanned
      .getByRole("button", { name: new RegExp(`^${name}\\b`) })
      .first()
      .click();
    const actions = scanned.getByRole("region", { name: `Actions for ${name}` });
    await actions.getByRole("button", { name: "Unmatch…" }).click();
    const confirm = actions.getByRole("button", { name: "Unmatch", exact: true });
    await expect(confirm).toBeDisabled();
    await actions.getByRole("button", { name: "Wrong roll scanned" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.click();
    await expect(scanBand(page)).toContainText(`Unmatched: ${name}`);
    await expect(scanned.getByText(`Unmatched ${polygon}:`)).toBeVisible();
    await expect(scanned.getByText(`Unmatched ${polygon}:`).locator("..")).toContainText(
      "Wrong roll scanned",
    );
  });
});

test.describe("as the packer", () => {
  test.use({ storageState: storageStateOf("packer") });

  test("after an undo says why (optional) with a reason button", async ({ page, request }) => {
    type Package = { id: number; barcode: string; packedAt: string | null };
    const polygons = (
      await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500")
    ).filter((p) => currentOf(p)?.productionStatusValue === 500);
    let barcode: string | null = null;
    for (const polygon of polygons.slice(-20)) {
      const packages = await upstream<Package[]>(
        request,
        `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
      );
      if (packages.length === 1 && packages[0]!.packedAt === null) barcode = packages[0]!.barcode;
    }
    if (!barcode) throw new Error("no single-package polygon at 500");
    await page.goto("/pack");
    await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    await wedgeScan(page, barcode);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    await page.getByRole("button", { name: "Undo last scan" }).click();
    await page
      .getByRole("dialog", { name: "Undo this scan?" })
      .getByRole("button", { name: "Reverse it" })
      .click();
    await expect(scanBand(page)).toContainText("Undone");
    const strip = page.getByRole("region", { name: "Why was it undone? (optional)" });
    await strip.getByRole("button", { name: "Scanned the wrong label" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await strip.getByRole("button", { name: "Save the reason" }).click();
    await expect(strip).toHaveCount(0);
  });
});

test.describe("as the supervisor", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("the Pareto chart counts the reasons per department and a bar opens its polygons", async ({
    page,
  }) => {
    expect(scrapped, "the scrap test ran first").not.toBeNull();
    await page.goto("/supervisor");
    const chart = page.getByRole("region", { name: "Reasons (Pareto)" });
    await chart.getByLabel("Department").selectOption({ label: "Sewing" });
    await chart.getByRole("button", { name: "7 days" }).click();
    const bar = chart.getByRole("button", { name: /^Cut to the wrong size \(Scrap\): \d+ / });
    await expect(bar).toBeVisible();
    const counts = (await (
      await page.request.get(
        `/api/reasons/pareto?days=7&department=${await departmentId(page.request, "SEW")}`,
      )
    ).json()) as {
      bars: { code: string; count: number }[];
    };
    const scrapBar = counts.bars.find((b) => b.code === "cut-wrong");
    expect(scrapBar?.count).toBeGreaterThanOrEqual(1);
    await expect(bar).toHaveText(String(scrapBar?.count));
    await chart.getByText("Show as a table").click();
    await expect(chart.getByRole("table")).toContainText("Cut to the wrong size");
    expect(await seriousViolations(page)).toEqual([]);
    const packing = (await (
      await page.request.get("/api/reasons/pareto?days=7&department=packing")
    ).json()) as {
      bars: { code: string; count: number }[];
    };
    expect(packing.bars.map((b) => [b.code, b.count])).toEqual([["wrong-scan", 1]]);

    await bar.click();
    const drawer = page.getByRole("dialog", { name: "Cut to the wrong size (Scrap): polygons" });
    await expect(drawer.getByRole("link", { name: new RegExp(ticketCode(scrapped!)) })).toBeVisible();
    await expect(drawer).toContainText("2 cm te smal");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
