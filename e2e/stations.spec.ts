// A department station on a tablet: the cutter starts and finishes polygons by
// scanning their job tickets and by the buttons (checked through the production
// API: status history and the polygon department's startAt/finishAt), a ticket
// of another department is refused, Report a problem puts a polygon on hold,
// and an admin's change of the cutting workflow is what the station then does.
// A line finished at the station has no pieces on the Cut list, as a cutter's
// would: a Done for one with pieces sends the cutter to the Cut list.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { linesOnCutList } from "./support/cut-list";
import { scanBand, scrollQueueTo, seriousViolations, upstream, wedgeScan as scan } from "./support/floor";

type Status = {
  productionStatusValue: number;
  hubEmployeeId: number | null;
  remarks: string | null;
  assignedAt: string;
  id: number;
};
type Polygon = { id: number; statuses: Status[] };
type Work = { productionDepartmentId: number; startAt: string | null; finishAt: string | null };

const cutterHubId = 1005;

const currentOf = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0];

const polygon = (request: APIRequestContext, id: number) =>
  upstream<Polygon>(request, `polygon/getbyid?id=${id}`);

async function cuttingId(request: APIRequestContext): Promise<number> {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const cut = departments.find((d) => d.code === "CUT");
  if (!cut) throw new Error("the demo data has no CUT department");
  return cut.id;
}

/** Polygons at a status value, with or without work planned in cutting. */
async function polygonsAt(request: APIRequestContext, value: number, plannedInCutting: boolean) {
  const cut = await cuttingId(request);
  const [atValue, work] = await Promise.all([
    upstream<Polygon[]>(request, `status/getpolygonsforstatusvalue?statusValue=${value}`),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${cut}`,
    ),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  return atValue.filter(
    (p) => planned.has(p.id) === plannedInCutting && currentOf(p)?.productionStatusValue === value,
  );
}

/**
 * Released lines waiting in cutting that may be finished at the station (none of their pieces on
 * the Cut list), or that may not (`onCutList`); `session` signed in as the cutter.
 */
async function releasedInCutting(request: APIRequestContext, session: APIRequestContext, onCutList = false) {
  const [released, onList] = await Promise.all([
    polygonsAt(request, 100, true),
    linesOnCutList(session, await cuttingId(request)),
  ]);
  return released.filter((p) => onList.has(p.id) === onCutList);
}

async function cuttingWork(request: APIRequestContext, polygonId: number): Promise<Work> {
  const cut = await cuttingId(request);
  const work = await upstream<Work[]>(
    request,
    `polygondepartment/getbypolygon?productionPolygonId=${polygonId}`,
  );
  const found = work.find((w) => w.productionDepartmentId === cut);
  if (!found) throw new Error(`polygon ${polygonId} has no cutting work`);
  return found;
}

const feedback = scanBand;
const isRecent = (iso: string | null) => iso !== null && Date.now() - Date.parse(iso) < 5 * 60_000;

/** A ticket of a line still waiting for material asks first (issue 28, item 12): the same ticket again says yes. */
async function scanGoingOn(page: Page, ticket: string) {
  await scan(page, ticket);
  const asked = page.getByRole("dialog", { name: new RegExp(`^(Start|Finish) .*${ticket}\\?$`) });
  const moved = feedback(page).filter({ hasText: new RegExp(`${ticket} (started|done)`) });
  await expect(asked.or(moved)).toBeVisible();
  if ((await asked.count()) === 0) return;
  await scan(page, ticket);
  await expect(asked).toHaveCount(0);
}

async function openCutting(page: Page) {
  const cut = await cuttingId(page.request);
  await page.goto(`/stations/${cut}`);
  await expect(page.getByRole("heading", { name: "Station: Cutting" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
  return cut;
}

test.describe("as the cutter", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("starts and finishes a polygon by scanning its job ticket", async ({ page, request }) => {
    const [target] = await releasedInCutting(request, page.request);
    if (!target) throw new Error("no released polygon without pieces on the Cut list waits for cutting");
    await openCutting(page);

    await scanGoingOn(page, ticketCode(target.id));
    await expect(feedback(page)).toHaveAttribute("data-scan-feedback", "success");
    await expect(feedback(page)).toContainText(`${ticketCode(target.id)} started`);
    await expect
      .poll(async () => currentOf(await polygon(request, target.id))?.productionStatusValue)
      .toBe(200);
    expect(currentOf(await polygon(request, target.id))?.hubEmployeeId).toBe(cutterHubId);
    expect(isRecent((await cuttingWork(request, target.id)).startAt)).toBe(true);

    await page.getByRole("button", { name: "Hide" }).click();
    // The same ticket again within seconds (docs/scanning.md): "Done" is asked, not assumed.
    await scan(page, ticketCode(target.id));
    // Named by the line's own last move: the scan that started it.
    const repeat = page.getByRole("dialog", {
      name: new RegExp(`${ticketCode(target.id)} was (scanned|started)`),
    });
    await repeat.getByRole("button", { name: "Done", exact: true }).click();
    await expect(feedback(page)).toContainText(`${ticketCode(target.id)} done`);
    await expect
      .poll(async () => currentOf(await polygon(request, target.id))?.productionStatusValue)
      .toBe(290);
    const history = (await polygon(request, target.id)).statuses.map((s) => [
      s.productionStatusValue,
      s.hubEmployeeId,
    ]);
    expect(history).toEqual(
      expect.arrayContaining([
        [200, cutterHubId],
        [290, cutterHubId],
      ]),
    );
    expect(isRecent((await cuttingWork(request, target.id)).finishAt)).toBe(true);
  });

  test("starts and finishes a polygon with the Start and Done buttons", async ({ page, request }) => {
    const [target] = await releasedInCutting(request, page.request);
    if (!target) throw new Error("no released polygon without pieces on the Cut list waits for cutting");
    const id = target.id;
    await openCutting(page);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`${ticketCode(id)}$`) }) });
    await scrollQueueTo(page, card);
    // Most lines at cutting still wait for material: their Start and Done ask first (e2e/floor-people.spec.ts).
    const isWaitingForMaterial =
      (await card.getByText(/^Waiting for material|^Material defect|^\d+ material defects?$/).count()) > 0;
    const confirmIfAsked = async (button: string) => {
      if (isWaitingForMaterial) await page.getByRole("dialog").getByRole("button", { name: button }).click();
    };

    await card.getByRole("button", { name: "Start", exact: true }).click();
    await confirmIfAsked("Start anyway");
    await expect(feedback(page)).toContainText(`${ticketCode(id)} started`);
    await expect(card.getByRole("button", { name: "Done", exact: true })).toBeVisible();
    expect(currentOf(await polygon(request, id))).toMatchObject({
      productionStatusValue: 200,
      hubEmployeeId: cutterHubId,
    });
    expect(isRecent((await cuttingWork(request, id)).startAt)).toBe(true);

    await page.getByRole("button", { name: "Hide" }).click();
    await card.getByRole("button", { name: "Done", exact: true }).click();
    await confirmIfAsked("Done anyway");
    await expect(feedback(page)).toContainText(`${ticketCode(id)} done`);
    await expect(card).toHaveCount(0);
    expect(currentOf(await polygon(request, id))?.productionStatusValue).toBe(290);
    expect(isRecent((await cuttingWork(request, id)).finishAt)).toBe(true);

    await page.getByRole("button", { name: "Details" }).first().click();
    await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
  });

  test("Done for a line with pieces on the Cut list sends the cutter there, moving nothing", async ({
    page,
    request,
  }) => {
    const [target] = await releasedInCutting(request, page.request, true);
    if (!target) throw new Error("no released polygon with pieces on the Cut list waits for cutting");
    const ticket = ticketCode(target.id);
    const cut = await openCutting(page);
    await scanGoingOn(page, ticket);
    await expect(feedback(page)).toContainText(`${ticket} started`);

    await page.getByRole("button", { name: "Hide" }).click();
    await scan(page, ticket);
    const repeat = page.getByRole("dialog", { name: new RegExp(`${ticket} was (scanned|started)`) });
    await repeat.getByRole("button", { name: "Done", exact: true }).click();
    // The station's tablet opens the Cut list, where the pieces are cut by their ticket.
    await expect(page).toHaveURL(new RegExp(`/stations/${cut}/cut-list$`));
    await expect(page.getByRole("heading", { name: /^Cut list · / })).toBeVisible();
    expect(currentOf(await polygon(request, target.id))?.productionStatusValue).toBe(200);
  });

  test("refuses the ticket of a polygon in another department's work, moving nothing", async ({
    page,
    request,
  }) => {
    const [sewing] = await polygonsAt(request, 300, true);
    if (!sewing) throw new Error("no polygon is being sewn");
    await openCutting(page);
    await scan(page, ticketCode(sewing.id));
    await expect(feedback(page)).toHaveAttribute("data-scan-feedback", "error");
    await expect(feedback(page)).toContainText(`${ticketCode(sewing.id)} is not for Cutting now`);
    expect(currentOf(await polygon(request, sewing.id))?.productionStatusValue).toBe(300);
  });

  test("Report a problem puts the polygon on hold with the remark and a photo", async ({ page, request }) => {
    await openCutting(page);
    const first = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Report a problem" }) })
      .first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    const id = Number(/P(\d+)$/.exec(title)?.[1]);
    await first.getByRole("button", { name: "Report a problem" }).click();
    const dialog = page.getByRole("dialog", { name: `Report a problem with ${title}` });
    await dialog.getByRole("button", { name: "Put on hold" }).click();
    await expect(dialog.getByText("Describe the problem")).toBeVisible();
    await dialog.getByRole("textbox", { name: "In your own words" }).fill("Fabric torn along the selvedge");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await dialog
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "torn.png", mimeType: "image/png", buffer: png });
    await dialog.getByRole("button", { name: "Put on hold" }).click();
    await expect(feedback(page)).toContainText(`${ticketCode(id)} is on hold`);
    expect(currentOf(await polygon(request, id))).toMatchObject({
      productionStatusValue: 900,
      remarks: "Fabric torn along the selvedge",
      hubEmployeeId: cutterHubId,
    });
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("On hold: Fabric torn along the selvedge")).toBeVisible();
    const photo = await page.request.get(
      (await card.getByRole("link", { name: "Photo" }).getAttribute("href")) ?? "",
    );
    expect(photo.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("as the admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("changes cutting's workflow and the station follows it", async ({ page, browser, request }) => {
    await page.goto("/admin/workflow");
    const form = page.getByRole("form", { name: "Workflow of Cutting (CUT)" });
    // Values are chosen from the catalogue: "100 · Released", not typed.
    await form.getByLabel("Done", { exact: true }).selectOption("100");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Done cannot also be a value it picks up")).toBeVisible();
    await form.getByLabel("Done", { exact: true }).selectOption("290");
    await form.getByLabel("Started", { exact: true }).selectOption("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText("Saved");

    const cutter = await browser.newContext({ storageState: storageStateOf("cutter") });
    try {
      const station = await cutter.newPage();
      const [target] = await releasedInCutting(request, station.request);
      if (!target) throw new Error("no released polygon without pieces on the Cut list waits for cutting");
      await openCutting(station);
      await scanGoingOn(station, ticketCode(target.id));
      await expect(feedback(station)).toContainText(`${ticketCode(target.id)} done`);
      expect(currentOf(await polygon(request, target.id))?.productionStatusValue).toBe(290);
    } finally {
      await cutter.close();
      await form.getByLabel("Started", { exact: true }).selectOption("200");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByRole("status")).toHaveText("Saved");
    }
  });
});

test.describe("as the supervisor", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("the station, its detail and problem dialog, and the tickets pass axe; tickets carry the P code", async ({
    page,
  }) => {
    const cut = await openCutting(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Details" }).first().click();
    await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Report a problem" }).first().click();
    await expect(page.getByRole("textbox", { name: "In your own words" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel" }).click();

    const title = (await page.getByRole("article").first().getByRole("heading").textContent()) ?? "";
    const code = /(P\d+)$/.exec(title)?.[1] ?? "";
    await page.goto(`/stations/${cut}/tickets?format=a4`);
    await expect(page.getByRole("heading", { name: "Job tickets: Cutting" })).toBeVisible();
    const ticket = page.getByRole("article", { name: code });
    await expect(ticket.locator("svg")).toBeVisible();
    await expect(ticket).toContainText("Planned finish:");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("as the admin, accessibility", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("the workflow editor shows the default workflow and passes axe", async ({ page }) => {
    await page.goto("/admin/workflow");
    await expect(page.getByRole("form", { name: "Status 900" }).getByLabel("English label")).toHaveValue(
      "On hold",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
