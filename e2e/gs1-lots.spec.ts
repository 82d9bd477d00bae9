// Supplier roll labels at /matching: GS1-128 and GS1 DataMatrix labels typed
// by a hand scanner (with the AIM prefix ]C1 or ]d2 and GS sent as Ctrl+];
// with neither) and read by the camera (made with bwip-js, played to Chromium
// as its camera) each find the demo material by the EAN in (01) and match it;
// the label's lot is kept, on the matching row and on the project page, line
// by line.
import { rm } from "node:fs/promises";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import bwipjs from "bwip-js/node";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { launchWithCamera } from "./support/fake-camera";
import { scanBand, seriousViolations, upstream, wedgeScan } from "./support/floor";
import { writePhotoVideo } from "./support/photo-video";
import { ticketCode } from "@/lib/polygons/ticket-code";

/** An entry as the matcher sees it named: "line 5 · P0134" (lib/polygons/floor-labels.ts), as a pattern. */
const jobName = (productionPolygonId: number) => `line \\d+ · ${ticketCode(productionPolygonId)}`;

type Entry = { id: number; productionPolygonId: number; isMatched: boolean; hasDefect: boolean };
type Row = {
  eanCode: string | null;
  date: string | null;
  polygons: { id: number; productionProjectId: number }[];
  polygonProjectMaterials: Entry[];
};
type Browse = { results: Row[] };

const browse = (request: APIRequestContext, body: Record<string, unknown>) =>
  upstream<Browse>(request, "matching/browse", { method: "POST", data: body });

const gtinCheckDigit = (body: string) =>
  (10 - ([...body].reverse().reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10;

/**
 * A demo material (by EAN, a valid GTIN) whose oldest unmatched entry is
 * preselected at /matching: that entry, its project, and the EAN as a GTIN-14.
 */
async function findDemoRoll(request: APIRequestContext, skipEans: string[] = []) {
  const { results } = await browse(request, { isMatched: false, hasDefect: false, take: 200, sort: "date" });
  const eans = [...new Set(results.map((r) => r.eanCode))].filter(
    (ean): ean is string =>
      ean !== null &&
      /^\d{13}$/.test(ean) &&
      gtinCheckDigit(ean.slice(0, -1)) === Number(ean.at(-1)) &&
      !skipEans.includes(ean),
  );
  for (const ean of eans) {
    const rows = (await browse(request, { eanCode: ean, take: 100 })).results;
    const time = (row: Row) => (row.date ? Date.parse(row.date) : Number.POSITIVE_INFINITY);
    const [oldest] = rows
      .flatMap((row) =>
        row.polygonProjectMaterials.filter((e) => !e.isMatched).map((entry) => ({ entry, row })),
      )
      .sort((a, b) => time(a.row) - time(b.row) || a.entry.id - b.entry.id);
    if (!oldest || oldest.entry.hasDefect) continue;
    const project = oldest.row.polygons.find((p) => p.id === oldest.entry.productionPolygonId);
    if (!project) continue;
    return { ean, gtin: `0${ean}`, entry: oldest.entry, productionProjectId: project.productionProjectId };
  }
  throw new Error("the demo data has no EAN-13 material with an unmatched entry");
}

async function isMatched(request: APIRequestContext, ean: string, id: number) {
  const { results } = await browse(request, { eanCode: ean, take: 100 });
  return results.flatMap((r) => r.polygonProjectMaterials).find((e) => e.id === id)?.isMatched;
}

/** The lot on the project page, in the article of the entry's product line. */
async function expectLotOnProjectPage(
  browser: Browser,
  baseURL: string,
  roll: Awaited<ReturnType<typeof findDemoRoll>>,
  lot: string,
) {
  const context = await browser.newContext({ baseURL, storageState: storageStateOf("supervisor") });
  try {
    const page = await context.newPage();
    await page.goto(`/projects/${roll.productionProjectId}`);
    const line = page.getByRole("article", { name: new RegExp(`P0*${roll.entry.productionPolygonId}$`) });
    await expect(line).toContainText(`Lot ${lot}`);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
}

test.use({ storageState: storageStateOf("matcher"), viewport: { width: 1280, height: 800 } });

// (01) GTIN, (10) lot, (8001) roll: 1400 mm wide, 50 m, core 76 mm, face out, no splice. The
// same label as scanners send it: with the AIM identifier and GS as Ctrl+] after the lot; and
// with neither, the lot last (no separator needed after the fixed-length (01) and (8001)).
const wedgeLabels = [
  {
    name: "GS1-128, ]C1, GS as Ctrl+]",
    parts: (gtin: string, lot: string): [string, ...string[]] => [
      `]C101${gtin}10${lot}`,
      "800114000005007600",
    ],
  },
  {
    name: "GS1-128, no AIM prefix, no separator",
    parts: (gtin: string, lot: string): [string, ...string[]] => [`01${gtin}80011400000500760010${lot}`],
  },
  {
    name: "GS1 DataMatrix, ]d2, GS as Ctrl+]",
    parts: (gtin: string, lot: string): [string, ...string[]] => [
      `]d201${gtin}10${lot}`,
      "800114000005007600",
    ],
  },
  {
    name: "GS1 DataMatrix, no AIM prefix, GS as Ctrl+]",
    parts: (gtin: string, lot: string): [string, ...string[]] => [`01${gtin}10${lot}`, "800114000005007600"],
  },
];

for (const variant of wedgeLabels) {
  test(`a roll label by hand scanner (${variant.name}) matches the material and keeps its lot`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const roll = await findDemoRoll(page.request);
    const lot = `R${Date.now().toString(36).toUpperCase()}`;
    const label = variant.parts(roll.gtin, lot);
    await page.goto("/matching");
    await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
    // The matching screen is up and takes scans: a scan before it subscribes reaches no screen.
    await expect(
      page.getByRole("status").filter({ hasText: /Polygons waiting for material:?\s*\d+/ }),
    ).toBeVisible();
    await wedgeScan(page, ...label);
    const scanned = page.getByRole("region", { name: `Scanned EAN ${roll.ean}` });
    await expect(scanned).toBeVisible();
    await expect(scanned.getByRole("button", { pressed: true })).toHaveAccessibleName(
      new RegExp(`^${jobName(roll.entry.productionPolygonId)}\\b`),
    );

    // The same label again: the preselected entry is matched with this roll's lot.
    await wedgeScan(page, ...label);
    await expect(scanBand(page)).toContainText(
      new RegExp(`Matched: ${jobName(roll.entry.productionPolygonId)}, lot ${lot}`),
    );
    await expect.poll(() => isMatched(page.request, roll.ean, roll.entry.id)).toBe(true);
    const entry = scanned.getByRole("button", {
      name: new RegExp(`^${jobName(roll.entry.productionPolygonId)}\\b`),
    });
    await expect(entry.first()).toContainText(`Lot ${lot} · 50 m`);
    expect(await seriousViolations(page)).toEqual([]);

    await expectLotOnProjectPage(browser, baseURL!, roll, lot);
  });
}

// The same label as a 2D DataMatrix and as a 1D GS1-128, each drawn as a printer would.
const cameraLabels = [
  { name: "GS1 DataMatrix", bcid: "gs1datamatrix", scale: 8 },
  { name: "GS1-128", bcid: "gs1-128", scale: 3 },
];

for (const symbol of cameraLabels) {
  test(`a ${symbol.name} roll label read by the camera matches the material and keeps its lot`, async ({
    page,
    playwright,
    launchOptions,
    baseURL,
    browser,
  }, testInfo) => {
    const firstRoll = await findDemoRoll(page.request);
    // Another material than the wedge test's, should both run on one database.
    const roll = await findDemoRoll(page.request, [firstRoll.ean]).catch(() => firstRoll);
    const lot = `D${Date.now().toString(36).toUpperCase()}`;
    const image = path.join(os.tmpdir(), `${symbol.bcid}-${testInfo.workerIndex}.png`);
    const video = image.replace(/\.png$/, ".y4m");
    writeFileSync(
      image,
      await bwipjs.toBuffer({
        bcid: symbol.bcid,
        text: `(01)${roll.gtin}(10)${lot}(8001)14000001207600`,
        scale: symbol.scale,
        ...(symbol.bcid === "gs1-128" ? { height: 15 } : {}),
        paddingwidth: 12,
        paddingheight: 12,
        backgroundcolor: "FFFFFF",
      }),
    );
    writePhotoVideo(image, video);
    const cameraBrowser = await launchWithCamera(playwright.chromium, launchOptions, video);
    try {
      const context = await cameraBrowser.newContext({ baseURL, storageState: storageStateOf("matcher") });
      const camera = await context.newPage();
      await camera.goto("/matching");
      await expect(camera.locator("html")).toHaveAttribute("data-scanner", "ready");
      await expect(
        camera.getByRole("status").filter({ hasText: /Polygons waiting for material:?\s*\d+/ }),
      ).toBeVisible();
      await camera.getByRole("button", { name: "Scan with camera" }).click();
      const dialog = camera.getByRole("dialog", { name: "Scan with the camera" });
      await expect(dialog.getByRole("status")).toContainText(`Last read:`, { timeout: 15_000 });
      await dialog.getByRole("button", { name: "Close camera" }).click();

      // The label found the material; one tap matches the preselected entry with the label's lot.
      const scanned = camera.getByRole("region", { name: `Scanned EAN ${roll.ean}` });
      await expect(scanned).toBeVisible();
      const actions = scanned.getByRole("region", {
        name: new RegExp(`^Actions for ${jobName(roll.entry.productionPolygonId)}$`),
      });
      await actions.getByRole("button", { name: "Match", exact: true }).click();
      await expect(scanBand(camera)).toContainText(
        new RegExp(`Matched: ${jobName(roll.entry.productionPolygonId)}, lot ${lot}`),
      );
      await expect.poll(() => isMatched(page.request, roll.ean, roll.entry.id)).toBe(true);
      const entry = scanned.getByRole("button", {
        name: new RegExp(`^${jobName(roll.entry.productionPolygonId)}\\b`),
      });
      await expect(entry.first()).toContainText(`Lot ${lot} · 12 m`);
    } finally {
      await cameraBrowser.close();
      await rm(image, { force: true });
      await rm(video, { force: true });
    }

    await expectLotOnProjectPage(browser, baseURL!, roll, lot);
  });
}
