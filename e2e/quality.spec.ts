// Quality checks at the line (issue 44, docs/quality.md), in English and in
// Dutch: a quality operator scans a curtain at Quality control, Done opens its
// checks (the server's 409), the finished width is 25 mm short of the order,
// the check fails; with a reason the line goes back to sewing (its status read
// from the production API). The operator is not offered "Pass anyway". The
// supervisor then sees the failed first check in the first-pass yield, and the
// line's page shows the check with its values and photo. An admin keeps a
// checklist: its checks added, ordered and removed.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { Figures, StationChecks } from "@/lib/quality/schemas";
import { storageStateOf } from "./setup/settings";
import { scanBand, seriousViolations, upstream, wedgeScan as scan } from "./support/floor";

type Department = { id: number; code: string; name: string };
type Status = { productionStatusValue: number; assignedAt: string; id: number };
type Polygon = { id: number; productionProjectId: number; statuses: Status[] };

const sewingDone = 390;

const currentOf = (polygon: Polygon) =>
  [...polygon.statuses].sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id)[0]
    ?.productionStatusValue;

type Words = {
  locale: "en" | "nl";
  checksTitle: RegExp;
  outOfTolerance: string;
  reason: string;
  destination: string;
  backTo: string;
  sendBack: string;
  passAnyway: string;
  sentBack: RegExp;
  figuresCaption: string;
  of: string;
  lineChecks: string;
  failed: string;
};

const english: Words = {
  locale: "en",
  checksTitle: /^Checks: /,
  outOfTolerance: "25 mm less than the order: out of tolerance",
  reason: "Why it fails",
  destination: "Where the line goes",
  backTo: "Back to",
  sendBack: "Send back",
  passAnyway: "Pass anyway",
  sentBack: /failed its checks: back to/,
  figuresCaption: "First-pass yield per department and product type, by week",
  of: "of",
  lineChecks: "Quality checks",
  failed: "Failed",
};

const dutch: Words = {
  locale: "nl",
  checksTitle: /^Controles: /,
  outOfTolerance: "25 mm minder dan de order: buiten de tolerantie",
  reason: "Waarom afgekeurd",
  destination: "Waar de regel heen gaat",
  backTo: "Terug naar",
  sendBack: "Terugsturen",
  passAnyway: "Toch goedkeuren",
  sentBack: /is afgekeurd: terug naar/,
  figuresCaption: "Goed in één keer per afdeling en producttype, per week",
  of: "van",
  lineChecks: "Kwaliteitscontroles",
  failed: "Afgekeurd",
};

async function departmentOf(request: APIRequestContext, code: string): Promise<Department> {
  const departments = await upstream<Department[]>(request, "department/getall");
  const found = departments.find((d) => d.code === code);
  if (!found) throw new Error(`the demo data has no ${code} department`);
  return found;
}

/** A new employee of the language (an operator of Quality control, or a supervisor), signed in. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  who: { locale: "en" | "nl"; roles: string[]; departmentIds: number[] },
): Promise<Page> {
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `qc-${who.locale}-${run}`;
  const password = `Quality-pa55-${run}`;
  const created = await admin.request.post("/api/admin/employees", {
    headers: { Origin: new URL(baseURL).origin },
    data: {
      username,
      displayName: `Quinn ${run}`,
      hubEmployeeId: 70_000 + Math.floor(Math.random() * 9_000),
      locale: who.locale,
      roles: who.roles,
      departmentIds: who.departmentIds,
      password,
      badgeCode: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A curtain that waits at Quality control (sewn), whose checks measure its width against the order. */
async function curtainAtQualityControl(page: Page, qcId: number, taken: Set<number>) {
  const sewn = await upstream<Polygon[]>(
    page.request,
    `status/getpolygonsforstatusvalue?statusValue=${sewingDone}`,
  );
  for (const polygon of sewn) {
    if (taken.has(polygon.id) || currentOf(polygon) !== sewingDone) continue;
    const answer = await page.request.get(`/api/quality/departments/${qcId}/lines/${polygon.id}`);
    if (!answer.ok()) continue;
    const checks = (await answer.json()) as StationChecks;
    const width = checks.checks.find((c) => c.kind === "measurement" && c.measure === "width");
    const photo = checks.checks.find((c) => c.kind === "photo");
    if (!checks.hasRequiredChecks || checks.isPassed || !width?.targetMm || !photo) continue;
    if (!checks.sendBackTo.some((d) => d.code === "SEW")) continue;
    taken.add(polygon.id);
    return { polygon, checks, width, photo };
  }
  throw new Error("no curtain waits at Quality control");
}

/** A tablet camera's photo: a large JPEG (4032 × 3024), drawn by the browser. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext("2d")!;
    for (let i = 0; i < 400; i++) {
      context.fillStyle = `hsl(${(i * 37) % 360} 60% ${30 + (i % 40)}%)`;
      context.fillRect((i * 97) % 4032, (i * 53) % 3024, 300, 200);
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, "base64");
}

type Counts = { checked: number; passedFirstTime: number };

async function firstTimeCounts(
  request: APIRequestContext,
  qcId: number,
  productType: string,
): Promise<Counts> {
  const answer = await request.get(`/api/quality/figures?weeks=1&department=${qcId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { weeks } = (await answer.json()) as Figures;
  const row = weeks.find((w) => w.productionDepartmentId === qcId && w.productType === productType);
  return { checked: row?.checked ?? 0, passedFirstTime: row?.passedFirstTime ?? 0 };
}

const taken = new Set<number>();

for (const words of [english, dutch]) {
  test(`a quality operator measures a curtain 25 mm short: it goes back to sewing (${words.locale})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const setup = await browser.newContext({ storageState: storageStateOf("supervisor") });
    const qc = await departmentOf(setup.request, "QC");
    const sewing = await departmentOf(setup.request, "SEW");
    await setup.close();

    const operator = await signedIn(browser, baseURL!, {
      locale: words.locale,
      roles: ["operator"],
      departmentIds: [qc.id],
    });
    const { polygon, checks, width, photo } = await curtainAtQualityControl(operator, qc.id, taken);
    const productType = checks.productType ?? "";
    const supervisor = await signedIn(browser, baseURL!, {
      locale: words.locale,
      roles: ["supervisor"],
      departmentIds: [],
    });
    const before = await firstTimeCounts(supervisor.request, qc.id, productType);

    // Done by a ticket scan: the server asks for the checks first (a line still waiting for material asks that before).
    const ticket = ticketCode(polygon.id);
    await operator.goto(`/stations/${qc.id}`);
    await expect(operator.locator("[data-stream]")).toBeVisible();
    await scan(operator, ticket);
    const dialog = operator.getByRole("dialog", { name: words.checksTitle });
    const material = operator.getByRole("dialog", { name: new RegExp(`${ticket}\\?$`) });
    await expect(dialog.or(material)).toBeVisible();
    if ((await material.count()) > 0) await scan(operator, ticket);
    await expect(dialog).toBeVisible();

    const label = (check: { labelEn: string; labelNl: string }) =>
      words.locale === "nl" ? check.labelNl : check.labelEn;
    await dialog.getByLabel(label(width), { exact: true }).fill(String(width.targetMm! - 25));
    await expect(dialog.getByText(words.outOfTolerance)).toBeVisible();
    for (const other of checks.checks) {
      if (other.kind === "measurement" && other.id !== width.id && other.targetMm !== null)
        await dialog.getByLabel(label(other), { exact: true }).fill(String(other.targetMm));
    }
    // The photo from the camera: from the shutter (the file handed to the page) to the result saved.
    const shutter = Date.now();
    await dialog.getByLabel(label(photo), { exact: true }).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: await cameraPhoto(operator),
    });
    await expect(dialog.getByRole("img")).toHaveCount(1);
    const shrunkMs = Date.now() - shutter;

    // Only a supervisor may pass a failed line: the operator is not offered it.
    expect(await seriousViolations(operator)).toEqual([]);
    await expect(dialog.getByRole("button", { name: words.passAnyway })).toHaveCount(0);
    await dialog.getByRole("group", { name: words.reason }).getByRole("button").first().click();
    const workflow = (await (await operator.request.get("/api/workflow")).json()) as {
      departments: { departmentCode: string; nameNl: string | null }[];
    };
    const sewingName =
      words.locale === "nl"
        ? (workflow.departments.find((d) => d.departmentCode === "SEW")?.nameNl ?? sewing.name)
        : sewing.name;
    await dialog
      .getByRole("group", { name: words.destination })
      .getByRole("button", { name: `${words.backTo} ${sewingName}` })
      .click();
    await dialog.getByRole("button", { name: words.sendBack, exact: true }).click();
    await expect(scanBand(operator)).toContainText(words.sentBack);
    const savedMs = Date.now() - shutter;
    await expect(dialog).toHaveCount(0);
    testInfo.annotations.push({
      type: "photo check",
      description: `photo made small in ${shrunkMs} ms; shutter to saved ${savedMs} ms (the machine may be busy)`,
    });
    console.log(
      `[quality ${words.locale}] photo made small in ${shrunkMs} ms, shutter to saved ${savedMs} ms`,
    );
    // The target is 3 s on the demo tablet; here a generous bound for a shared test machine.
    expect(savedMs).toBeLessThan(15_000);

    // Back at sewing's first waiting status, as the production API sees it.
    const waitingAtSewing = checks.sendBackTo.find((d) => d.code === "SEW")!.waitingValue;
    await expect
      .poll(async () =>
        currentOf(await upstream<Polygon>(operator.request, `polygon/getbyid?id=${polygon.id}`)),
      )
      .toBe(waitingAtSewing);

    // The supervisor sees the failed first check in the first-pass yield.
    const after = await firstTimeCounts(supervisor.request, qc.id, productType);
    expect(after).toEqual({ checked: before.checked + 1, passedFirstTime: before.passedFirstTime });
    await supervisor.goto("/supervisor");
    const table = supervisor.getByRole("table", { name: words.figuresCaption });
    await expect(
      table.getByRole("row").filter({ hasText: `(${after.passedFirstTime} ${words.of} ${after.checked})` }),
    ).not.toHaveCount(0);

    // The line's page shows the check: failed, the width measured, the photo.
    await supervisor.goto(`/projects/${polygon.productionProjectId}#polygon-${polygon.id}`);
    const line = supervisor.locator(`#polygon-${polygon.id}`);
    const lineChecks = line.getByRole("region", { name: words.lineChecks });
    await expect(lineChecks.locator("[data-result=failed]").first()).toContainText(words.failed);
    await expect(lineChecks).toContainText(`${width.targetMm! - 25} mm`);
    await expect(lineChecks.getByRole("img").first()).toBeVisible();

    await operator.context().close();
    await supervisor.context().close();
  });
}

test("an admin keeps a checklist: checks added, ordered, removed, and the checklist deleted", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: storageStateOf("admin") });
  const page = await context.newPage();
  const sewing = await departmentOf(page.request, "SEW");
  const productType = `Test drape ${Date.now().toString(36)}`;
  await page.goto("/admin");
  await page.getByRole("link", { name: "Quality checklists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quality checklists" })).toBeVisible();
  // The demo's checklists: at Quality control, curtains with a photo.
  await expect(page.getByRole("list", { name: "Checklists" }).getByRole("listitem").first()).toBeVisible();

  await page.getByRole("button", { name: "New checklist" }).click();
  const form = page.getByRole("form", { name: "New checklist" });
  await form.getByLabel("Department").selectOption({ label: sewing.name });
  await form.getByLabel("Product type").fill(productType);
  const first = form.getByRole("group", { name: "Check 1" });
  await first.getByLabel("Label in English").fill("Hem width");
  await first.getByLabel("Label in Dutch").fill("Zoombreedte");
  await first.getByLabel("Tolerance ± mm").fill("3");
  await form.getByRole("button", { name: "Add a check" }).click();
  const second = form.getByRole("group", { name: "Check 2" });
  await second.getByLabel("Kind").selectOption("yes-no");
  await second.getByLabel("Label in English").fill("Seams straight?");
  await second.getByLabel("Label in Dutch").fill("Naden recht?");
  await form.getByRole("button", { name: "Add a check" }).click();
  await form.getByRole("group", { name: "Check 3" }).getByLabel("Kind").selectOption("photo");
  await form.getByRole("button", { name: "Remove Check 3" }).click();
  await expect(form.getByRole("group", { name: "Check 3" })).toHaveCount(0);
  await form.getByRole("button", { name: "Move Check 2 up" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form).toHaveCount(0);

  const card = page.getByRole("listitem").filter({ hasText: productType });
  await expect(card).toContainText("Seams straight?");
  const answer = await page.request.get("/api/quality/checklists");
  const { checklists } = (await answer.json()) as {
    checklists: {
      id: number;
      productType: string | null;
      checks: { kind: string; labelEn: string; toleranceMm: number | null }[];
    }[];
  };
  const saved = checklists.find((c) => c.productType === productType);
  expect(saved?.checks.map((c) => [c.kind, c.labelEn, c.toleranceMm])).toEqual([
    ["yes-no", "Seams straight?", null],
    ["measurement", "Hem width", 3],
  ]);

  await card.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(card).toHaveCount(0);
  await context.close();
});
