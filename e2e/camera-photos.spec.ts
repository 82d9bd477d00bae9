// The camera on real photos (shared/real-photos, from ZXing's public test
// sets): each photo is played to Chromium as its camera, the scanner page's
// camera dialog reads it with the app's reader, and the text the photo holds
// must come out. A few photos per kind keep this bounded; the whole sets are
// `npm run bench:camera`. Chromium on Linux has no BarcodeDetector, so this
// is the zxing-cpp path (its worker and WebAssembly, served by the app).
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { launchWithCamera } from "./support/fake-camera";
import { readPhotoSet, writePhotoVideo } from "./support/photo-video";

/** set/photo: one per kind, and photos ZXing Java reads only with TRY_HARDER or zxing-cpp only on a crop. */
const photos = ["code128-1/1", "ean8-1/1", "ean13-2/03", "ean13-4/05", "datamatrix-2/01"];

for (const id of photos) {
  const [set = "", name = ""] = id.split("/");
  test(`the camera reads the photo ${id}`, async ({ playwright, launchOptions, baseURL }, testInfo) => {
    const photo = (await readPhotoSet(set)).find((candidate) => candidate.name === name);
    if (!photo) throw new Error(`no photo ${id}`);
    const video = path.join(os.tmpdir(), `camera-photo-${testInfo.workerIndex}-${set}-${name}.y4m`);
    writePhotoVideo(photo.image, video);
    const browser = await launchWithCamera(playwright.chromium, launchOptions, video);
    try {
      const context = await browser.newContext({ baseURL, storageState: storageStateOf("packer") });
      const page = await context.newPage();
      await page.goto("/scanner");
      await expect(page.locator("html")).toHaveAttribute("data-scanner", "ready");
      await page.getByRole("button", { name: "Scan with camera" }).click();
      const dialog = page.getByRole("dialog", { name: "Scan with the camera" });
      await expect(dialog.getByRole("status")).toContainText(`Last read: ${photo.text}`, { timeout: 15_000 });
    } finally {
      await browser.close();
      await rm(video, { force: true });
    }
  });
}
