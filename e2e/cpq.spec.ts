// The configured product from the CPQ (here the stand-in the app serves
// itself) on the shop floor: the cutter's drawer shows the product's picture,
// loaded from the app's own origin, and its print data; the matcher's scan
// shows the roll's picture and composition, and a purchase number is set; the
// project page opens the project in the CPQ's iframe, ignores messages that do
// not come from that frame as objects, and reloads after SAVE_PROJECT. No
// response carries a CPQ password, API key or token secret, and a token only
// where the spec puts it: in the iframe URL.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { standInCpqSecrets } from "./support/cpq-secrets";
import { scanBand, seriousViolations, upstream, wedgeScan } from "./support/floor";

type Browse = {
  results: { eanCode: string | null; polygons: { productionProjectId: number }[] }[];
};

/** Whether an <img> has loaded real pixels, and where from. */
async function loadedImage(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.getAttribute("src") ?? "");
}

/**
 * Every response's URL, headers and body as text (bodies Chromium dropped are
 * left out). A frame the page's reload detached can no longer be asked for its
 * raw headers: then the headers Playwright already has are used.
 */
function recordResponses(page: Page) {
  const pending: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    pending.push(
      (async () => {
        const headers = await response.headersArray().then(
          (list) => list.map((h) => `${h.name}: ${h.value}`).join("\n"),
          () =>
            Object.entries(response.headers())
              .map(([name, value]) => `${name}: ${value}`)
              .join("\n"),
        );
        // An event stream never ends while its page is open; it carries change notices only.
        const isStream = response.headers()["content-type"]?.startsWith("text/event-stream");
        const body = isStream
          ? ""
          : await response.body().then(
              (b) => b.toString("utf8"),
              () => "",
            );
        return { url: response.url(), text: `${headers}\n\n${body}` };
      })(),
    );
  });
  return () => Promise.all(pending);
}

function expectNoCpqSecret(received: { url: string; text: string }[]) {
  const secrets = standInCpqSecrets();
  expect(secrets.length, "the e2e server made its stand-in CPQ secret").toBeGreaterThan(0);
  const found = received.flatMap(({ url, text }) =>
    secrets.filter(({ value }) => text.includes(value)).map(({ what }) => `${what} in ${url}`),
  );
  expect(found).toEqual([]);
}

test.describe("the cutter", () => {
  test.use({ storageState: storageStateOf("cutter") });

  test("opens a polygon and sees its picture from the app's origin and its print data", async ({ page }) => {
    const received = recordResponses(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/stations\/\d+$/);
    await page.getByRole("button", { name: "Details" }).first().click();
    const drawer = page.getByRole("dialog");
    const product = drawer.getByRole("region", { name: "Product (CPQ)" });
    const picture = product.getByRole("img", { name: /^Picture: / }).first();
    await expect(picture).toBeVisible({ timeout: 15_000 });
    expect(await loadedImage(picture)).toMatch(/^\/api\/cpq\/assets\//);
    const printData = product.getByRole("table", { name: "Print data" });
    await expect(printData.getByRole("rowheader", { name: "Width" })).toBeVisible();
    await expect(printData.getByRole("row")).not.toHaveCount(0);
    const documentation = product.getByRole("list", { name: "Documentation" }).getByRole("link").first();
    await expect(documentation).toHaveAttribute("href", /^\/api\/cpq\/assets\//);
    // A CPQ document and picture keep their own sandboxed policy through the proxy: never the app's origin's.
    for (const href of [await documentation.getAttribute("href"), await picture.getAttribute("src")]) {
      const asset = await page.request.get(href!);
      expect(asset.status(), href!).toBe(200);
      const policy = asset.headers()["content-security-policy"] ?? "";
      expect(policy, href!).toMatch(/^default-src 'none';.*; sandbox$/);
      expect(policy, href!).not.toContain("script-src");
    }
    expect(await seriousViolations(page)).toEqual([]);
    expectNoCpqSecret(await received());
  });
});

test.describe("the matcher", () => {
  test.use({ storageState: storageStateOf("matcher") });

  test("scans an EAN and sees the material's picture and composition, and sets a purchase number", async ({
    page,
  }) => {
    const received = recordResponses(page);
    const { results } = await upstream<Browse>(page.request, "matching/browse", {
      method: "POST",
      data: { isMatched: false, hasDefect: false, take: 20 },
    });
    const ean = results.find((r) => r.eanCode)?.eanCode;
    if (!ean) throw new Error("the demo data has no unmatched roll with an EAN");

    await page.goto("/matching");
    await expect(page.getByRole("heading", { name: "Material matching" })).toBeVisible();
    // The counter's number comes from the client: the screen listens for scans by then.
    await expect(page.getByTestId("unmatched-count")).toHaveText(/^\d+$/);
    await wedgeScan(page, ean);
    const scanned = page.getByRole("region", { name: `Scanned EAN ${ean}` });
    const material = scanned.getByRole("region", { name: /^Material in the CPQ: / });
    await expect(material).toBeVisible({ timeout: 15_000 });
    expect(await loadedImage(material.getByRole("img", { name: /^Picture of / }))).toMatch(
      /^\/api\/cpq\/assets\//,
    );
    await expect(material.getByText("Composition", { exact: true })).toBeVisible();
    await expect(material.getByText("Width", { exact: true })).toBeVisible();

    // The preselected entry's purchase number, set in the CPQ through the app.
    const selected = scanned.getByRole("button", { pressed: true });
    await expect(selected).toContainText("Purchase number:");
    const number = `PO-E2E-${Date.now() % 100_000}`;
    await scanned.getByRole("button", { name: "Set purchase number" }).click();
    await scanned.getByLabel(/^Purchase number of polygon \d+$/).fill(number);
    await scanned.getByRole("button", { name: "Save", exact: true }).click();
    await expect(scanBand(page)).toContainText(`Purchase number ${number} saved in the CPQ.`);
    await expect(selected).toContainText(`Purchase number: ${number}`);
    expect(await seriousViolations(page)).toEqual([]);
    expectNoCpqSecret(await received());
  });
});

test.describe("the supervisor's project page", () => {
  test.use({ storageState: storageStateOf("supervisor") });

  test("opens the project in the CPQ; a message from elsewhere is ignored, SAVE_PROJECT from the frame reloads it", async ({
    page,
    baseURL,
  }) => {
    const received = recordResponses(page);
    const { results } = await upstream<Browse>(page.request, "matching/browse", {
      method: "POST",
      data: { take: 1 },
    });
    const projectId = results[0]?.polygons[0]?.productionProjectId;
    if (!projectId) throw new Error("the demo data has no project");

    await page.goto(`/projects/${projectId}`);
    await expect(page.getByText(/^Purchase number:/).first()).toBeVisible();
    await page.getByRole("button", { name: "Open in CPQ" }).click();
    const iframe = page.locator("iframe[title^='CPQ: project']");
    await expect(iframe).toBeVisible();
    const src = (await iframe.getAttribute("src")) ?? "";
    // The URL as the hub gave it: the stand-in's instance with the spec's parameters.
    expect(src).toMatch(/^\/cpq\/12\?token=[\w.-]+&isEmbedded=true&projectId=\d+$/);
    const frame = page.frameLocator("iframe[title^='CPQ: project']");
    await expect(frame.getByRole("button", { name: "Save" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const forgets: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith(`/api/projects/${projectId}/cpq`)) forgets.push(r.url());
    });
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    // While the page reloads there is no window to ask: still the old page until the new one answers.
    const stillHere = () => page.evaluate(() => "beforeReload" in window).catch(() => true);

    // Ignored: a string from the frame itself, an object from the page (not the frame) …
    const frameWindow = page.frames().find((f) => f.url().includes("/cpq/12"));
    if (!frameWindow) throw new Error("no CPQ frame");
    await frameWindow.evaluate(() => window.parent.postMessage("SAVE_PROJECT", "*"));
    await page.evaluate(() => window.postMessage({ type: "SAVE_PROJECT", payload: 1 }, "*"));
    // … and an object from a window of another origin (the same server under 127.0.0.1).
    const otherOrigin = new URL(baseURL!);
    otherOrigin.hostname = "127.0.0.1";
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.evaluate((url) => void window.open(url), `${otherOrigin.origin}/login`),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).not.toBe(new URL(baseURL!).origin);
    await popup.evaluate(() =>
      (window.opener as Window).postMessage({ type: "SAVE_PROJECT", payload: 1 }, "*"),
    );
    await popup.close();
    // Messages are delivered in order: give them a moment, then nothing may have happened.
    await page.waitForTimeout(500);
    expect(forgets).toEqual([]);
    expect(await stillHere()).toBe(true);
    await expect(iframe).toBeVisible();

    // Save in the CPQ's page: the server forgets its copy and the page reloads.
    await frame.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => forgets.length).toBe(1);
    await expect.poll(stillHere).toBe(false);
    await expect(page.getByRole("button", { name: "Open in CPQ" })).toBeVisible();

    const all = await received();
    expectNoCpqSecret(all);
    // A token (a JWT) only in the iframe URL's answer, as the spec demands.
    const withToken = all
      .filter(({ text }) => /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/.test(text))
      .map(({ url }) => new URL(url).pathname);
    expect(withToken.every((path) => path === `/api/projects/${projectId}/cpq`)).toBe(true);
    expect(withToken.length).toBeGreaterThan(0);
  });
});
