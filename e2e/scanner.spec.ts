// The scanning layer on /scanner (the page where a station sets up its hand
// scanner): keyboard-wedge bursts without a focused field, a slow typist in a
// text field, AZERTY key events, refusals, and the camera fed a fake video of
// a printed Code 128 label (ZXing path: Chromium on Linux has no BarcodeDetector).
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { writeBarcodeVideo } from "./support/barcode-video";
import { scannerBurst } from "./support/scanner-burst";

test.use({ storageState: storageStateOf("packer") });

async function openScanner(page: Page) {
  await page.goto("/scanner");
  await expect(page.getByRole("heading", { name: "Scanner", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
}

/** A hand scanner: the code as a burst of keys a few ms apart, then Enter. */
function scanWithWedge(page: Page, code: string) {
  return scannerBurst(page, [code]);
}

const lastScan = (page: Page) => page.getByRole("region", { name: "Last scan" });

test.describe("hand scanner (keyboard wedge)", () => {
  test("a burst with no field focused is decoded, and its Enter does not press the focused button", async ({
    page,
  }) => {
    await openScanner(page);
    await expect(lastScan(page)).toContainText("No scan yet.");
    // A button tapped earlier keeps the focus; a scanner's Enter must not press it.
    const redSample = page.getByRole("button", { name: "Red: refused" });
    await redSample.focus();

    await scanWithWedge(page, "PK0000000042X");

    await expect(page.getByTestId("last-scan-value")).toHaveText("PK0000000042X");
    await expect(page.getByTestId("last-scan-kind")).toHaveText("Package label");
    await expect(lastScan(page)).toContainText("Hand scanner");
    const flash = page.locator("[data-scan-feedback]");
    await expect(flash).toHaveAttribute("data-scan-feedback", "success");
    await expect(flash).toContainText("PK0000000042X");
    await expect(flash).toHaveAttribute("data-painted-at", /^\d+(\.\d+)?$/);

    await scanWithWedge(page, "P4711");
    await expect(page.getByTestId("last-scan-kind")).toHaveText("Job ticket");
    await expect(page.getByTestId("last-scan-value")).toHaveText("4711");

    await scanWithWedge(page, "4006381333931");
    await expect(page.getByTestId("last-scan-kind")).toHaveText("Material label");
    await expect(page.getByTestId("last-scan-value")).toHaveText("4006381333931");
    await expect(page.locator("[data-scan-feedback]")).toHaveAttribute("data-scan-feedback", "success");
  });

  test("a slow typist in a text field keeps the text; a burst into the field is still a scan", async ({
    page,
  }) => {
    await openScanner(page);
    const field = page.getByLabel("Typing test");
    await field.click();
    await page.keyboard.type("PK42 note", { delay: 150 });
    await page.keyboard.press("Enter");
    await expect(field).toHaveValue("PK42 note");
    await expect(lastScan(page)).toContainText("No scan yet.");
    await expect(page.locator("[data-scan-feedback]")).toHaveCount(0);
    // The setup page says why that Enter was no scan (and never shows what was typed).
    const notAScan = page.getByRole("region", { name: "Last Enter that was not a scan" });
    await expect(notAScan).toContainText("Slower than the setting (35 ms)");
    await expect(notAScan).not.toContainText("PK42");

    // The scanner fires while the field has the focus: recognised, and the field keeps what was typed.
    await scanWithWedge(page, "PK0000000099Z");
    await expect(page.getByTestId("last-scan-value")).toHaveText("PK0000000099Z");
    await expect(field).toHaveValue("PK42 note");
    await expect(field).toBeFocused();
  });

  test("a US scanner on an AZERTY tablet: key 'a' on the physical key Q decodes as q", async ({ page }) => {
    await openScanner(page);
    // What an AZERTY layout makes of a US scanner typing "PKqa4711": code = US key, key = AZERTY character.
    const keys = [
      { code: "KeyP", key: "P", shiftKey: true },
      { code: "KeyK", key: "K", shiftKey: true },
      { code: "KeyQ", key: "a", shiftKey: false },
      { code: "KeyA", key: "q", shiftKey: false },
      { code: "Digit4", key: "'", shiftKey: false },
      { code: "Digit7", key: "è", shiftKey: false },
      { code: "Digit1", key: "&", shiftKey: false },
      { code: "Digit1", key: "&", shiftKey: false },
      { code: "Enter", key: "Enter", shiftKey: false },
    ];
    await page.evaluate((events) => {
      const target = document.activeElement ?? document.body;
      for (const init of events) {
        target.dispatchEvent(new KeyboardEvent("keydown", { ...init, bubbles: true, cancelable: true }));
        target.dispatchEvent(new KeyboardEvent("keyup", { ...init, bubbles: true, cancelable: true }));
      }
    }, keys);
    await expect(page.getByTestId("last-scan-value")).toHaveText("PKqa4711");
  });

  test("a kind the station does not take gets a red flash that says why", async ({ page }) => {
    await openScanner(page);
    await page.getByRole("checkbox", { name: "Material label" }).uncheck();
    await page.locator("body").click({ position: { x: 5, y: 700 } });
    await scanWithWedge(page, "4006381333931");
    const flash = page.locator("[data-scan-feedback]");
    await expect(flash).toHaveAttribute("data-scan-feedback", "error");
    await expect(flash).toContainText("Material label: not here");
    await expect(flash).toContainText(
      "4006381333931 is a material. Here you scan: job ticket, package label, pallet label, or employee badge.",
    );
  });

  test("scanner settings: a prefix is required and stripped once saved", async ({ page }) => {
    await openScanner(page);
    await page.getByLabel("Prefix", { exact: true }).fill("##");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved on this tablet.")).toBeVisible();
    await page.locator("body").click({ position: { x: 5, y: 700 } });

    await scanWithWedge(page, "PK0000000042X");
    await expect(page.getByRole("region", { name: "Last Enter that was not a scan" })).toContainText(
      "It did not start with the prefix.",
    );
    await expect(lastScan(page)).toContainText("No scan yet.");
    await scanWithWedge(page, "##PK0000000042X");
    await expect(page.getByTestId("last-scan-value")).toHaveText("PK0000000042X");

    await page.reload();
    await expect(page.getByLabel("Prefix", { exact: true })).toHaveValue("##");
    await page.getByRole("button", { name: "Back to defaults" }).click();
    await expect(page.getByLabel("Prefix", { exact: true })).toHaveValue("");
  });
});

test("the page, its feedback bands and the camera dialog have no serious accessibility violation", async ({
  page,
}) => {
  const seriousViolations = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"]).analyze()
    ).violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      }));
  await openScanner(page);
  expect(await seriousViolations()).toEqual([]);
  for (const [button, tone] of [
    ["Green: done", "success"],
    ["Orange: already done", "warning"],
    ["Red: refused", "error"],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.locator("[data-scan-feedback]")).toHaveAttribute("data-scan-feedback", tone);
    expect(await seriousViolations()).toEqual([]);
  }
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.locator("[data-scan-feedback]")).toHaveCount(0);
  // Without a camera (this browser has none) the dialog says so.
  await page.getByRole("button", { name: "Scan with camera" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan with the camera" });
  await expect(dialog.getByRole("status")).not.toHaveText("Starting the camera…");
  expect(await seriousViolations()).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Scan with camera" })).toBeFocused();
});

const cameraCode = "PK0000000042X";

// Chromium's fake camera shows a video the test makes from a Code 128 image.
// The browser keeps the config's executable and arguments and gets the camera flags on top.
const cameraTest = test.extend<object, { barcodeVideo: string }>({
  barcodeVideo: [
    async ({}, use, workerInfo) => {
      const file = path.join(os.tmpdir(), `scanner-e2e-${workerInfo.workerIndex}-${process.pid}.y4m`);
      await writeBarcodeVideo(file, cameraCode);
      await use(file);
      await rm(file, { force: true });
    },
    { scope: "worker" },
  ],
  launchOptions: [
    async ({ launchOptions, barcodeVideo }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          "--use-fake-device-for-media-stream",
          "--use-fake-ui-for-media-stream",
          `--use-file-for-fake-video-capture=${barcodeVideo}`,
        ],
      });
    },
    { scope: "worker" },
  ],
});

cameraTest(
  "the camera reads a printed Code 128 label; its decoder (zxing-cpp) is loaded from the app only when the camera opens",
  async ({ page, baseURL }) => {
    const responses: { url: string; type: string; status: number }[] = [];
    page.on("response", (response) =>
      responses.push({
        url: response.url(),
        type: response.request().resourceType(),
        status: response.status(),
      }),
    );
    await openScanner(page);
    await page.waitForLoadState("networkidle");
    const firstLoad = [...responses];
    // A name of zxing-wasm's own code, in its JavaScript glue (our code names only its entry points).
    const decoderMarker = "readBarcodesFromPixmap";
    const firstLoadScripts = firstLoad.filter((response) => response.type === "script");
    const firstLoadBodies = await Promise.all(
      firstLoadScripts.map(async ({ url }) => (await page.request.get(url)).text()),
    );
    expect(firstLoadScripts.length).toBeGreaterThan(0);
    expect(firstLoadBodies.filter((body) => body.includes(decoderMarker))).toHaveLength(0);
    expect(firstLoad.filter(({ url }) => url.endsWith(".wasm"))).toEqual([]);

    await page.getByRole("button", { name: "Scan with camera" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan with the camera" });
    await expect(dialog).toBeVisible();

    await expect(page.getByTestId("last-scan-value")).toHaveText(cameraCode, { timeout: 20_000 });
    await expect(page.getByTestId("last-scan-kind")).toHaveText("Package label");
    await expect(lastScan(page)).toContainText("Camera");
    await expect(page.locator("[data-scan-feedback]")).toHaveAttribute("data-scan-feedback", "success");

    // The WebAssembly came from the app's own origin, with the decoder's code, after the camera opened.
    const loadedLater = responses.slice(firstLoad.length);
    const wasm = loadedLater.filter(({ url }) => new URL(url).pathname.endsWith(".wasm"));
    // (The page fetches it as the worker starts, so the worker's own fetch may come from the cache.)
    const wasmOrigins = new Set(wasm.map(({ url, status }) => `${new URL(url).origin} ${status}`));
    expect([...wasmOrigins]).toEqual([`${new URL(baseURL!).origin} 200`]);
    const laterBodies = await Promise.all(
      loadedLater
        .filter(({ url }) => url.endsWith(".js"))
        .map(async ({ url }) => (await page.request.get(url)).text()),
    );
    expect(laterBodies.some((body) => body.includes(decoderMarker))).toBe(true);

    // A hand scan while the camera keeps reading (its decoder busy in the worker) arrives whole.
    await scanWithWedge(page, "P4711");
    await expect(page.getByTestId("last-scan-kind")).toHaveText("Job ticket");
    await expect(page.getByTestId("last-scan-value")).toHaveText("4711");
    await expect(lastScan(page)).toContainText("Hand scanner");
    await expect(dialog.getByRole("status")).toContainText("Hold the barcode in front of the camera.");

    // Closing stops the camera.
    await dialog.getByRole("button", { name: "Close camera" }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll("video").length)).toBe(0);
  },
);
