// Issue 21, items 1, 2 and 5 as people meet them: the sewer (in Dutch) asked
// before a second scan finishes a line, undoing her last move, looking a
// ticket up, and releasing her own department's hold; the supervisor
// releasing a hold and setting a status from the problems list and the
// project page; the packer told what an undo reversed, and asked first after
// an "already packed" scan. Checked through the production API; axe on each screen.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { scanBand, scrollQueueTo, seriousViolations, upstream, wedgeScan as scan } from "./support/floor";

type Status = { id: number; productionStatusValue: number; remarks: string | null; assignedAt: string };
type Polygon = { id: number; productionProjectId: number; statuses: Status[] };
type PolygonPackage = { id: number; barcode: string; packedAt: string | null };

const currentOf = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0];
const statusOf = async (request: APIRequestContext, id: number) =>
  currentOf(await upstream<Polygon>(request, `polygon/getbyid?id=${id}`));
const valueOf = async (request: APIRequestContext, id: number) =>
  (await statusOf(request, id))?.productionStatusValue;

async function departmentId(request: APIRequestContext, code: string): Promise<number> {
  const departments = await upstream<{ id: number; code: string }[]>(request, "department/getall");
  const found = departments.find((d) => d.code === code);
  if (!found) throw new Error(`the demo data has no ${code} department`);
  return found.id;
}

/** Polygons at a value with work planned in a department, newest id first (stations.spec takes the oldest). */
async function waitingIn(request: APIRequestContext, code: string, value: number) {
  const id = await departmentId(request, code);
  const [atValue, work] = await Promise.all([
    upstream<Polygon[]>(request, `status/getpolygonsforstatusvalue?statusValue=${value}`),
    upstream<{ productionPolygonId: number }[]>(
      request,
      `polygondepartment/getbydepartment?productionDepartmentId=${id}`,
    ),
  ]);
  const planned = new Set(work.map((w) => w.productionPolygonId));
  return atValue
    .filter((p) => planned.has(p.id) && currentOf(p)?.productionStatusValue === value)
    .sort((a, b) => b.id - a.id);
}

const idOfTitle = (title: string) => Number(/P(\d+)$/.exec(title)?.[1]);

test.describe("the sewer, in Dutch", () => {
  test.use({ storageState: storageStateOf("sewer") });

  test("a second scan asks before Done, undo reverses her last move, Look up moves nothing, she releases her own hold", async ({
    page,
    request,
  }) => {
    const sew = await departmentId(request, "SEW");
    await page.goto(`/stations/${sew}`);
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
    const waiting = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Start", exact: true }) })
      // A line waiting for material asks "Start anyway?" first (a spec before may have left one).
      .filter({ hasNotText: /Wacht op materiaal|[Mm]ateriaaldefect/ });
    await scrollQueueTo(page, waiting);
    const title = (await waiting.first().getByRole("heading").textContent()) ?? "";
    const id = idOfTitle(title);
    expect(id).toBeGreaterThan(0);
    const code = ticketCode(id);
    const card = page.getByRole("article", { name: title });

    await scan(page, code);
    await expect(scanBand(page)).toContainText(`${code} gestart`);
    await expect.poll(() => valueOf(request, id)).toBe(300);

    // The same ticket again within 10 s: nothing moves until "Klaar" is tapped.
    await scan(page, code);
    // Named by the line's own last move: the scan that started it.
    const repeat = page.getByRole("dialog", {
      name: new RegExp(`${code} is \\d+ s geleden (al gescand|gestart)`),
    });
    await expect(repeat).toBeVisible();
    await expect(repeat).toContainText("Opnieuw gescand. Is deze regel klaar?");
    expect(await valueOf(request, id)).toBe(300);
    expect(await seriousViolations(page)).toEqual([]);
    await repeat.getByRole("button", { name: "Klaar", exact: true }).click();
    await expect(scanBand(page)).toContainText(`${code} klaar`);
    await expect.poll(() => valueOf(request, id)).toBe(390);

    await page.getByRole("button", { name: "Verbergen" }).click();
    await page.getByRole("button", { name: "Mijn laatste stap ongedaan maken" }).click();
    await page
      .getByRole("dialog", { name: "Deze stap ongedaan maken?" })
      .getByRole("button", { name: "Ongedaan maken" })
      .click();
    await expect(scanBand(page)).toContainText(`Ongedaan: ${code} staat weer op Naaien gestart`);
    await expect(scanBand(page)).toContainText("Je laatste stap in Naaien is teruggedraaid.");
    expect(await statusOf(request, id)).toMatchObject({
      productionStatusValue: 300,
      remarks: "Undone at the station",
    });

    // Her own department's hold: sewing lets its operators release (the default workflow).
    await page.getByRole("button", { name: "Verbergen" }).click();
    await card.getByRole("button", { name: "Probleem melden" }).click();
    const report = page.getByRole("dialog", { name: `Probleem melden bij ${title}` });
    await report.getByRole("textbox", { name: "In je eigen woorden" }).fill("Draad op");
    await report.getByRole("button", { name: "In de wacht zetten" }).click();
    await expect(scanBand(page)).toContainText(`${code} staat in de wacht`);
    await expect.poll(() => valueOf(request, id)).toBe(900);

    await page.getByRole("button", { name: "Verbergen" }).click();
    await card.getByRole("button", { name: "Uit de wacht halen" }).click();
    const release = page.getByRole("dialog", { name: `${title} uit de wacht halen` });
    await expect(release).toContainText("De regel gaat terug naar de status van vóór de wacht.");
    expect(await seriousViolations(page)).toEqual([]);
    await release.getByRole("button", { name: "Uit de wacht halen" }).click();
    await expect(release.getByText("Zeg waarom de regel uit de wacht kan")).toBeVisible();
    await release.getByLabel("Wat is er gedaan (verplicht)").fill("Nieuwe draad");
    await release.getByRole("button", { name: "Uit de wacht halen" }).click();
    await expect(scanBand(page)).toContainText(`Uit de wacht: ${title} staat weer op Naaien gestart.`);
    expect(await statusOf(request, id)).toMatchObject({
      productionStatusValue: 300,
      remarks: "Hold released: Nieuwe draad",
    });

    // Look up: a scan opens the line and moves nothing; a scan while the drawer is open looks up too.
    await page.getByRole("button", { name: "Verbergen" }).click();
    const lookUp = page.getByRole("button", { name: "Opzoeken" });
    await lookUp.click();
    await expect(lookUp).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Opzoeken staat aan")).toBeVisible();
    await scan(page, code);
    await expect(page.getByRole("dialog", { name: new RegExp(`${code}$`) })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Statusgeschiedenis" })).toBeVisible();
    expect(await valueOf(request, id)).toBe(300);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sluiten" }).click();
    await lookUp.click();
    await expect(lookUp).toHaveAttribute("aria-pressed", "false");

    const other = idOfTitle((await waiting.first().getByRole("heading").textContent()) ?? "");
    await card.getByRole("button", { name: "Details" }).click();
    await expect(page.getByRole("dialog", { name: new RegExp(`${code}$`) })).toBeVisible();
    await scan(page, ticketCode(other));
    await expect(page.getByRole("dialog", { name: new RegExp(`${ticketCode(other)}$`) })).toBeVisible();
    expect(await valueOf(request, other)).toBe(290);
  });
});

test.describe("the supervisor", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("releases a hold and sets a status from the problems list, with a reason", async ({
    page,
    request,
  }) => {
    const [first, second] = await waitingIn(request, "CUT", 100);
    if (!first || !second) throw new Error("fewer than two polygons wait for cutting");
    const cut = await departmentId(request, "CUT");
    await page.goto("/supervisor");
    const remark = `Pattern missing ${Date.now()}`;
    const reported = await page.request.post(`/api/departments/${cut}/polygons/${first.id}/problem`, {
      multipart: { remark },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(reported.status()).toBe(201);
    const held = `Customer asked to wait ${Date.now()}`;
    // Through the app (its write path keeps the lists the problems panel reads), not behind its back.
    const putOnHold = await page.request.post(`/api/holds/${second.id}/status`, {
      data: { statusValue: 900, reason: held },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(putOnHold.status()).toBe(200);
    await page.reload();

    const row = page.getByRole("listitem").filter({ hasText: remark });
    await row.getByRole("button", { name: "Release hold" }).click();
    const release = page.getByRole("dialog", {
      // The line named as everywhere: "P26-0003 · line 2 · P0134".
      name: new RegExp(`^Release the hold on .* · line \\d+ · ${ticketCode(first.id)}$`),
    });
    await expect(release).toContainText("The line goes back to the status it had before the hold.");
    expect(await seriousViolations(page)).toEqual([]);
    await release.getByLabel("What was done (required)").fill("Pattern found");
    await release.getByRole("button", { name: "Release hold" }).click();
    await expect(page.getByText(/^Hold released: .* is back at Released\.$/)).toBeVisible();
    expect(await statusOf(request, first.id)).toMatchObject({
      productionStatusValue: 100,
      remarks: "Hold released: Pattern found",
    });

    const other = page.getByRole("listitem").filter({ hasText: held });
    await other.getByRole("button", { name: "Set status" }).click();
    const set = page.getByRole("dialog", { name: /^Set the status of / });
    await set.getByRole("button", { name: "Set status" }).click();
    await expect(set.getByText("Choose a status", { exact: true })).toBeVisible();
    await expect(set.getByText("Give the reason for the change")).toBeVisible();
    await set.getByLabel("New status").selectOption({ label: "Cutting done (290)" });
    await set.getByLabel("Reason").fill("Cut by hand at the big table");
    expect(await seriousViolations(page)).toEqual([]);
    await set.getByRole("button", { name: "Set status" }).click();
    await expect(page.getByText(/ is now at Cutting done\.$/)).toBeVisible();
    expect(await statusOf(request, second.id)).toMatchObject({
      productionStatusValue: 290,
      remarks: "Cut by hand at the big table",
    });
  });

  test("puts a line on hold and releases it again from the project page", async ({ page, request }) => {
    const [, , target] = await waitingIn(request, "CUT", 100);
    if (!target) throw new Error("fewer than three polygons wait for cutting");
    await page.goto(`/projects/${target.productionProjectId}`);
    const line = page.getByRole("article").filter({ hasText: ticketCode(target.id) });
    await expect(line.getByRole("button", { name: "Release hold" })).toHaveCount(0);
    await line.getByRole("button", { name: "Set status" }).click();
    const set = page.getByRole("dialog", { name: /^Set the status of / });
    await set.getByLabel("New status").selectOption({ label: "On hold (900)" });
    await set.getByLabel("Reason").fill("Measurements doubtful");
    await set.getByRole("button", { name: "Set status" }).click();
    await expect(line.getByText(/ is now at On hold\.$/)).toBeVisible();
    expect(await valueOf(request, target.id)).toBe(900);

    await line.getByRole("button", { name: "Release hold" }).click();
    const release = page.getByRole("dialog", { name: /^Release the hold on / });
    await release.getByLabel("What was done (required)").fill("Measured again: right");
    await release.getByRole("button", { name: "Release hold" }).click();
    await expect(line.getByText(/^Hold released: .* is back at Released\.$/)).toBeVisible();
    expect(await valueOf(request, target.id)).toBe(100);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("the workflow editor says which departments' operators may release holds", async ({ page }) => {
    await page.goto("/admin/workflow");
    const sewing = page.getByRole("form", { name: /\(SEW\)$/ });
    await expect(sewing.getByLabel("Operators may release holds")).toBeChecked();
    const cutting = page.getByRole("form", { name: /\(CUT\)$/ });
    await expect(cutting.getByLabel("Operators may release holds")).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the packer", () => {
  test.use({ storageState: storageStateOf("packer") });

  /** Quality-approved polygons with one unpacked package, newest first (pack.spec takes the oldest). */
  async function singlePackages(request: APIRequestContext, count: number) {
    const polygons = (await upstream<Polygon[]>(request, "status/getpolygonsforstatusvalue?statusValue=500"))
      .filter((p) => currentOf(p)?.productionStatusValue === 500)
      .sort((a, b) => b.id - a.id);
    const found: PolygonPackage[] = [];
    for (const polygon of polygons) {
      const packages = await upstream<PolygonPackage[]>(
        request,
        `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
      );
      if (packages.length === 1 && packages[0]!.packedAt === null) found.push(packages[0]!);
      if (found.length === count) return found;
    }
    throw new Error(`fewer than ${count} single-package polygons at 500`);
  }

  const packageById = (request: APIRequestContext, id: number) =>
    upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${id}`);

  async function openPacking(page: Page) {
    await page.goto("/pack");
    await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
    await page.waitForLoadState("networkidle");
  }

  test("undo names the package and project; after an already-packed scan it asks first", async ({
    page,
    request,
  }) => {
    const [pkg] = await singlePackages(request, 1);
    await openPacking(page);
    await scan(page, pkg!.barcode);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    await scan(page, pkg!.barcode);
    await expect(scanBand(page)).toContainText("Already packed");

    const undo = page.getByRole("button", { name: "Undo last scan" });
    await page.getByRole("button", { name: "Hide" }).click();
    await undo.click();
    const confirm = page.getByRole("dialog", { name: "Undo your scan before this one?" });
    await expect(confirm).toContainText(
      "Your last scan was already packed and changed nothing. Undo would reverse your scan before it:",
    );
    await expect(confirm).toContainText(
      new RegExp(`Package ${pkg!.barcode} of project \\S+, line \\d+: packed `),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Keep it" }).click();
    expect((await packageById(request, pkg!.id)).packedAt).not.toBeNull();

    await undo.click();
    await confirm.getByRole("button", { name: "Reverse it" }).click();
    await expect(scanBand(page)).toContainText(
      new RegExp(`Reversed: package ${pkg!.barcode} of project \\S+\\.`),
    );
    await expect.poll(async () => (await packageById(request, pkg!.id)).packedAt).toBeNull();

    // A plain undo after a pack asks about that scan itself, and says what it reversed.
    await scan(page, pkg!.barcode);
    await expect(scanBand(page)).toHaveAttribute("data-scan-feedback", "success");
    await page.getByRole("button", { name: "Hide" }).click();
    await undo.click();
    const last = page.getByRole("dialog", { name: "Undo this scan?" });
    await expect(last).toContainText("Undo reverses your last scan:");
    await last.getByRole("button", { name: "Reverse it" }).click();
    await expect(scanBand(page)).toContainText(`Reversed: package ${pkg!.barcode} of project`);
    await expect(confirm).toHaveCount(0);
    await expect.poll(async () => (await packageById(request, pkg!.id)).packedAt).toBeNull();
  });
});
