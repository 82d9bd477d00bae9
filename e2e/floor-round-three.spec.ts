// Issue 45, the floor's third round: the station's undo asks first, naming
// what it reverses (English and Dutch); Dutch words (je/jouw, the screen
// reader's "Gelukt:", quantities "3,56 m", product types in Dutch); the
// department's Dutch name in its own Edit form and no bare "#<hub id>"; the
// tickets' "Print only" button beside the dates; a printer that never answers
// is not Ready, and a test label prints the printer's name.
import { expect, test, type Page } from "@playwright/test";
import { startFakePrinter } from "../tests/support/printing/fake-printer";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream, waitingInCutting } from "./support/floor";
import { addPrinterAsAdmin, removePrinterAsAdmin } from "./support/printers";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

type Department = { id: number; code: string; name: string };
type Polygon = { id: number; statuses: { productionStatusValue: number; assignedAt: string; id: number }[] };
const statusOf = async (page: Page, id: number) => {
  const polygon = await upstream<Polygon>(page.request, `polygon/getbyid?id=${id}`);
  return [...polygon.statuses].sort(
    (a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id,
  )[0]?.productionStatusValue;
};

test.describe("the cutter, in English", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("Undo my last move shows the line, the step, who and when first; Keep it undoes nothing", async ({
    page,
  }) => {
    const { cut, polygonId } = await waitingInCutting(page.request);
    await page.goto(`/stations/${cut.id}`);
    const origin = new URL(page.url()).origin;
    const started = await page.request.post(`/api/departments/${cut.id}/polygons/${polygonId}/start`, {
      headers: { Origin: origin },
    });
    expect(started.status()).toBeLessThan(300);
    const after = await statusOf(page, polygonId);
    const code = `P${String(polygonId).padStart(4, "0")}`;

    await page.getByRole("button", { name: "Undo my last move" }).click();
    const question = page.getByRole("dialog", { name: "Undo this step?" });
    await expect(question).toContainText("Undo reverses your last step in Cutting:");
    await expect(question).toContainText(new RegExp(`${code}: started`));
    await expect(question).toContainText("By Cas Smit");
    await expect(question).toContainText(/The status goes back from .+ to .+\./);
    await expect(question.getByRole("button", { name: "Keep it" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "station-undo-question-en");

    // Keep it (focused: Enter keeps it): nothing is undone.
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    expect(await statusOf(page, polygonId)).toBe(after);

    await page.getByRole("button", { name: "Undo my last move" }).click();
    await question.getByRole("button", { name: "Undo it" }).click();
    await expect(page.locator("[data-scan-feedback]")).toContainText(`Undone: ${code} is back at`);
    await expect.poll(() => statusOf(page, polygonId)).toBe(100);
  });
});

test.describe("the sewer, in Dutch", () => {
  test.use({ storageState: storageStateOf("sewer") });

  test("her undo asks in Dutch, her problem dialog says je, the screen reader says Gelukt", async ({
    page,
  }) => {
    const departments = await upstream<Department[]>(page.request, "department/getall");
    const sew = departments.find((d) => d.code === "SEW")!;
    await page.goto(`/stations/${sew.id}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Start", exact: true }) })
      .filter({ hasNotText: /Wacht op materiaal|[Mm]ateriaaldefect/ })
      .first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    const code = /P\d+$/.exec(title)?.[0] ?? "";
    expect(code).not.toBe("");

    // The problem dialog speaks as every other screen does: je/jouw.
    await card.getByRole("button", { name: "Probleem melden" }).click();
    const report = page.getByRole("dialog", { name: new RegExp(`${code}`) });
    await expect(report.getByRole("textbox", { name: "In je eigen woorden" })).toBeVisible();
    await expect(report).not.toContainText(/\buw\b/);
    await shot(page, "problem-dialog-nl");
    await page.keyboard.press("Escape");
    await expect(report).toBeHidden();

    await card.getByRole("button", { name: "Start", exact: true }).click();
    const band = page.locator("[data-scan-feedback]");
    await expect(band).toContainText(`${code} gestart`);
    // What the screen reader reads: "Gelukt: …", not the Done button's "Klaar".
    await expect(page.getByText(new RegExp(`^Gelukt: ${code} gestart`))).toBeAttached();
    await expect(page.getByText(new RegExp(`^Klaar: ${code}`))).toHaveCount(0);

    await page.getByRole("button", { name: "Verbergen" }).click();
    await page.getByRole("button", { name: "Mijn laatste stap ongedaan maken" }).click();
    const question = page.getByRole("dialog", { name: "Deze stap ongedaan maken?" });
    await expect(question).toContainText(`${code}: gestart`);
    await expect(question).toContainText("Door Noor de Boer");
    await expect(question.getByRole("button", { name: "Laten staan" })).toBeFocused();
    await shot(page, "station-undo-question-nl");
    await question.getByRole("button", { name: "Ongedaan maken" }).click();
    await expect(band).toContainText(`Ongedaan: ${code}`);
  });

  test("her tickets write quantities with a comma, the product type in Dutch, and the button leaves the dates free", async ({
    browser,
    page,
  }) => {
    // The admin keeps the Dutch names of the demo's curtains.
    const admin = await browser.newContext({ storageState: storageStateOf("admin") });
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/product-names");
    for (const [en, nl] of [
      ["Double pleat curtain", "Dubbele plooigordijn"],
      ["Wave curtain", "Golfgordijn"],
    ]) {
      await adminPage.getByRole("button", { name: "Add a Dutch name" }).click();
      const form = adminPage.getByRole("form", { name: "Dutch name of a product type" });
      await form.getByLabel("Product type, as orders name it").fill(en!);
      await form.getByLabel("Dutch name").fill(nl!);
      await form.getByRole("button", { name: "Create" }).click();
      await expect(adminPage.getByRole("heading", { name: new RegExp(`^${en} – NL: ${nl}`) })).toBeVisible();
    }
    expect(await seriousViolations(adminPage)).toEqual([]);
    await shot(adminPage, "admin-product-names");
    await admin.close();

    const departments = await upstream<Department[]>(page.request, "department/getall");
    const sew = departments.find((d) => d.code === "SEW")!;
    await page.goto(`/stations/${sew.id}/tickets?format=a6&select=all`);
    const tickets = page.getByRole("article");
    await expect(tickets.first()).toBeVisible();
    // Quantities in Dutch: "7,7 m", never "7.7 m" (the materials' last column).
    const quantities = (await tickets.getByRole("cell").allTextContents()).filter((cell) =>
      /^\d[\d.,]* \S+$/.test(cell.trim()),
    );
    expect(quantities.length).toBeGreaterThan(0);
    expect(quantities.filter((q) => /\d\.\d/.test(q))).toEqual([]);
    expect(quantities.some((q) => /^\d+,\d+ m$/.test(q.trim()))).toBe(true);
    // The product type in Dutch (the line's own description, typed in the order, stays as typed).
    const text = (await tickets.allTextContents()).join("\n");
    expect(text).toMatch(/(Dubbele plooigordijn|Golfgordijn) · \d+ × \d+ mm/);
    expect(text).not.toMatch(/(Double pleat curtain|Wave curtain) · \d+ × \d+ mm/);
    // "Alleen P… afdrukken" sits beside the dates, never over them.
    for (const ticket of (await tickets.all()).slice(0, 8)) {
      const only = ticket.getByRole("link", { name: /^Alleen P\d+ afdrukken$/ });
      const dates = ticket.getByText(/^Gepland klaar: /);
      const [a, b] = [await only.boundingBox(), await dates.boundingBox()];
      expect(a && b).toBeTruthy();
      const overlaps =
        a!.x < b!.x + b!.width &&
        b!.x < a!.x + a!.width &&
        a!.y < b!.y + b!.height &&
        b!.y < a!.y + a!.height;
      expect(overlaps, "the button covers the dates").toBe(false);
    }
    await shot(page, "tickets-nl");
  });
});

test.describe("the admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("Departments: the Dutch name in the department's own Edit form, and no bare hub id", async ({
    page,
  }) => {
    // A hub employee of some department who has no account in this app (chosen through the API).
    const read = async <T>(path: string) => {
      const response = await page.request.get(path);
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    };
    const [departments, accounts] = await Promise.all([
      read<{ employeeIds: number[] }[]>("/api/departments"),
      read<{ hubEmployeeId: number }[]>("/api/admin/employees"),
    ]);
    const known = new Set(accounts.map((a) => a.hubEmployeeId));
    const unknown = departments.flatMap((d) => d.employeeIds).find((id) => !known.has(id));
    expect(unknown, "a department's hub employee without an account").toBeDefined();
    await page.goto("/admin/departments");
    const list = page.getByRole("list", { name: "Departments" });
    await expect(list).toContainText(`hub employee ${unknown} (no account in this app)`);
    await expect(list).not.toContainText(/#10\d\d/);
    const cutting = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: /^Cutting/ }) });
    await expect(cutting.getByRole("heading")).toContainText("NL: Snijden");
    await cutting.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: /Cutting/ });
    await expect(form.getByLabel("Dutch name")).toHaveValue("Snijden");
    await form.getByLabel("Dutch name").fill("Snijafdeling");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(cutting.getByRole("heading")).toContainText("NL: Snijafdeling");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "admin-departments");
    // Back as it was, for the specs after this one.
    await cutting.getByRole("button", { name: "Edit" }).click();
    await page
      .getByRole("form", { name: /Cutting/ })
      .getByLabel("Dutch name")
      .fill("Snijden");
    await page
      .getByRole("form", { name: /Cutting/ })
      .getByRole("button", { name: "Save" })
      .click();
    await expect(cutting.getByRole("heading")).toContainText("NL: Snijden");
  });

  test("Check the printer: not Ready when the printer never answers; a test label names the printer", async ({
    browser,
    page,
  }) => {
    const silent = await startFakePrinter({ isSilent: true });
    const answering = await startFakePrinter();
    const names = { silent: `Silent e2e ${silent.port}`, answering: `Answers e2e ${answering.port}` };
    try {
      await addPrinterAsAdmin(browser, { name: names.silent, port: silent.port });
      await addPrinterAsAdmin(browser, { name: names.answering, port: answering.port });
      await page.goto("/admin/printers");
      const rowOf = (name: string) =>
        page.getByRole("list", { name: "Label printers" }).getByRole("listitem").filter({ hasText: name });

      await rowOf(names.silent).getByRole("button", { name: "Check the printer" }).click();
      await expect(rowOf(names.silent).getByRole("status")).toContainText(
        "Not ready: the printer took the connection but did not answer its status query (~HS).",
        { timeout: 10_000 },
      );
      await shot(page, "printer-silent");

      await rowOf(names.answering).getByRole("button", { name: "Check the printer" }).click();
      await expect(rowOf(names.answering).getByRole("status")).toHaveText("Ready");
      await rowOf(names.answering).getByRole("button", { name: "Print a test label" }).click();
      const [label] = await answering.waitForJobs(1);
      expect(label!.text).toContain(names.answering);
      expect(label!.text).toContain("Test label");
      expect(label!.text).toMatch(/\d{2}:\d{2}/);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await removePrinterAsAdmin(browser, names.silent);
      await removePrinterAsAdmin(browser, names.answering);
      await Promise.all([silent.close(), answering.close()]);
    }
  });
});
