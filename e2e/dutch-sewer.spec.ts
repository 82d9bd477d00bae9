// Issue 28, item 9: every word the Dutch sewer sees is Dutch. Signed in as the
// sewer, the spec walks her screens (the station queue, the timer bar, a
// refusal, an undo and a hold released with a remark, a line's drawer with the
// CPQ's product table, the job tickets, /scanner) and fails on any English word
// of the catalogue (e2e/support/english-words.ts) in a screen's visible text,
// or any English department name of the upstream that has a Dutch name.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { materialCatalogue } from "@/lib/embedded-api/demo/materials";
import { productList } from "@/lib/embedded-api/demo/products";
import { ticketCode } from "@/lib/polygons/ticket-code";
import nl from "@/messages/nl.json" with { type: "json" };
import { storageStateOf } from "./setup/settings";
import { englishWordsIn } from "./support/english-words";
import { scanBand, scrollQueueTo, upstream, wedgeScan as scan } from "./support/floor";

type Department = { id: number; code: string; name: string };
type Workflow = { departments: { departmentCode: string; nameNl: string | null }[] };

type DepartmentWords = {
  /** The upstream's English names (as lower-case words) where the workflow gives a Dutch one. */
  english: Set<string>;
  /**
   * The names an admin typed with no Dutch one (another spec adds "Quality …"): the workshop's own
   * data, shown as typed like a product's name, so left out of the text before it is checked.
   */
  asTyped: string[];
};

async function departmentWordsOf(page: Page, request: APIRequestContext): Promise<DepartmentWords> {
  const departments = await upstream<Department[]>(request, "department/getall");
  const workflow = (await (await page.request.get("/api/workflow")).json()) as Workflow;
  const english = new Set<string>();
  const asTyped: string[] = [];
  for (const d of departments) {
    const dutch = workflow.departments.find((w) => w.departmentCode === d.code.toUpperCase())?.nameNl;
    if (!dutch || dutch.toLowerCase() === d.name.toLowerCase()) {
      asTyped.push(d.name);
      continue;
    }
    for (const word of d.name.toLowerCase().match(/\p{L}{4,}/gu) ?? []) english.add(word);
  }
  return { english, asTyped };
}

/**
 * The words of the demo's product, model and material names ("Wave curtain", "Blackout"): names,
 * not words of the interface, shown as the CPQ and the upstream give them.
 */
const productNameWords = new Set(
  [
    ...productList.flatMap((p) => [p.product, p.productCategory, ...p.models.map((m) => m.description)]),
    ...materialCatalogue.flatMap((m) => [m.name, m.color]),
  ]
    .join(" ")
    .toLowerCase()
    .match(/\p{L}+/gu),
);

/** Fails on an English word in what the screen shows (its text, the options of its lists included). */
async function expectAllDutch(page: Page, screen: string, departmentWords: DepartmentWords) {
  const text: string = await page.evaluate(
    () =>
      `${document.body.innerText}\n${[...document.querySelectorAll("option")].map((o) => o.text).join("\n")}`,
  );
  const shown = departmentWords.asTyped.reduce((rest, name) => rest.replaceAll(name, " "), text);
  const words = (shown.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => departmentWords.english.has(w));
  const english = englishWordsIn(shown).filter((w) => !productNameWords.has(w));
  // Soft: every screen is checked and each one with English is named.
  expect.soft([...english, ...new Set(words)], `English on ${screen}`).toEqual([]);
}

test.describe("the sewer, in Dutch", () => {
  test.use({ storageState: storageStateOf("sewer") });

  test("her station, timer, refusals, remarks, the CPQ table, tickets and /scanner are all in Dutch", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const departments = await upstream<Department[]>(request, "department/getall");
    const sew = departments.find((d) => d.code === "SEW")!.id;
    await page.goto(`/stations/${sew}`);
    const departmentWords = await departmentWordsOf(page, request);
    expect(departmentWords.english.size, "the demo's departments have Dutch names").toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
    await expectAllDutch(page, "the station queue", departmentWords);

    // A line she starts: the timer bar names the department in Dutch.
    // One with its material there: a line waiting for material asks first (a spec before may have left one).
    const waiting = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Start", exact: true }) })
      .filter({ hasNotText: /Wacht op materiaal|[Mm]ateriaaldefect/ });
    await scrollQueueTo(page, waiting);
    const title = (await waiting.first().getByRole("heading").textContent()) ?? "";
    const id = Number(/P(\d+)$/.exec(title)?.[1]);
    expect(id).toBeGreaterThan(0);
    const code = ticketCode(id);
    await scan(page, code);
    await expect(scanBand(page)).toContainText(`${code} gestart`);
    await expect(page.getByRole("region", { name: nl.workTime.timer.label })).toContainText(code);
    await expectAllDutch(page, "the timer bar", departmentWords);

    // Her undo, written upstream as "Undone at the station".
    await page.getByRole("button", { name: "Verbergen" }).click();
    await page.getByRole("button", { name: "Mijn laatste stap ongedaan maken" }).click();
    await page
      .getByRole("dialog", { name: "Deze stap ongedaan maken?" })
      .getByRole("button", { name: "Ongedaan maken" })
      .click();
    await expect(scanBand(page)).toContainText(`Ongedaan: ${code}`);
    await page.getByRole("button", { name: "Verbergen" }).click();

    // Started again, on hold and released with a remark ("Hold released: …" upstream).
    await scan(page, code);
    await expect(scanBand(page)).toContainText(`${code} gestart`);
    await page.getByRole("button", { name: "Verbergen" }).click();
    const card = page.getByRole("article", { name: title });
    await card.getByRole("button", { name: "Probleem melden" }).click();
    const report = page.getByRole("dialog", { name: `Probleem melden bij ${title}` });
    await report.getByRole("textbox", { name: "In je eigen woorden" }).fill("Draad op");
    await report.getByRole("button", { name: "In de wacht zetten" }).click();
    await expect(scanBand(page)).toContainText(`${code} staat in de wacht`);
    await page.getByRole("button", { name: "Verbergen" }).click();
    await card.getByRole("button", { name: "Uit de wacht halen" }).click();
    const release = page.getByRole("dialog", { name: `${title} uit de wacht halen` });
    await release.getByLabel("Wat is er gedaan (verplicht)").fill("Nieuwe draad");
    await release.getByRole("button", { name: "Uit de wacht halen" }).click();
    await expect(scanBand(page)).toContainText(`Uit de wacht: ${title}`);
    await expectAllDutch(page, "the queue after a release", departmentWords);
    await page.getByRole("button", { name: "Verbergen" }).click();

    // The line's drawer: its history with both remarks, and the CPQ's product table.
    const lookUp = page.getByRole("button", { name: "Opzoeken" });
    await lookUp.click();
    await scan(page, code);
    const drawer = page.getByRole("dialog", { name: new RegExp(`${code}$`) });
    await expect.soft(drawer.getByText("“Wacht opgeheven: Nieuwe draad”")).toBeVisible();
    await expect.soft(drawer.getByText("“Ongedaan gemaakt aan het station”")).toBeVisible();
    const printData = drawer.getByRole("table", { name: "Printgegevens" });
    await expect.soft(printData.getByRole("rowheader", { name: "Breedte" })).toBeVisible();
    await expectAllDutch(page, "the line's drawer", departmentWords);
    await drawer.getByRole("button", { name: "Sluiten" }).click();
    await lookUp.click();

    // A ticket of a line with no work in sewing: refused, in Dutch, naming "Naaien".
    const planned = new Set(
      (
        await upstream<{ productionPolygonId: number }[]>(
          request,
          `polygondepartment/getbydepartment?productionDepartmentId=${sew}`,
        )
      ).map((w) => w.productionPolygonId),
    );
    const elsewhere = departments.find((d) => d.code === "ASM")!.id;
    const notHere = (
      await upstream<{ productionPolygonId: number }[]>(
        request,
        `polygondepartment/getbydepartment?productionDepartmentId=${elsewhere}`,
      )
    ).find((w) => !planned.has(w.productionPolygonId))!.productionPolygonId;
    await scan(page, ticketCode(notHere));
    await expect.soft(scanBand(page)).toContainText(`Voor regel ${notHere} is geen werk gepland in Naaien.`);
    await expectAllDutch(page, "a refusal", departmentWords);
    await page.getByRole("button", { name: "Verbergen" }).click();

    await page.goto(`/stations/${sew}/tickets`);
    await expect.soft(page.getByRole("heading", { level: 1 })).toHaveText("Werkbonnen: Naaien");
    await expectAllDutch(page, "the job tickets", departmentWords);

    await page.goto("/scanner");
    await expect.soft(page.getByRole("option", { name: "Naaien" })).toBeAttached();
    await expectAllDutch(page, "/scanner", departmentWords);
  });
});
