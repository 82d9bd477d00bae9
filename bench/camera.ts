// `npm run bench:camera`: the camera path on real photos (shared/real-photos,
// from ZXing's public test sets). Each photo becomes a Y4M video (ffmpeg) that
// Debian's Chromium plays as its camera; the page runs the app's own camera
// loop and reader (components/scan/camera-reading.ts, bundled by esbuild with
// the reader split off and loaded when the camera opens, as in the app).
// Prints per set: photos read right / total by the app's reader, by zxing-cpp
// alone on the same camera frames (whole frames, no frame regions), ZXing
// Java's counts (from the photos' README), and the median time from opening
// the camera to the first right read; then the median decode time of one
// 1280×720 frame in the decoder worker.
// Exits 1 when a set reads fewer than the best of ZXing Java (TRY_HARDER) and
// zxing-cpp, or a time misses its target.
// Usage: npm run bench:camera [-- <set> …]   (PHOTOS_DIR, CHROMIUM_PATH, BENCH_CAMERA_PORT)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readableCode } from "../lib/scan/aim";
import { photoSets, readPhotoSet, writePhotoVideo } from "../e2e/support/photo-video";
import { serveCameraPage } from "./camera/serve";
import { launchChromium } from "./harness/clients";
import { median } from "./harness/report";

const timeoutMs = Number(process.env.BENCH_CAMERA_TIMEOUT_MS ?? 5000);
const port = Number(process.env.BENCH_CAMERA_PORT ?? 3201);
const targets = { medianMs: 300, decodeMs: 40 };
const aloneFrames = 3;

async function readPhoto(origin: string, video: string, expected: string) {
  const browser = await launchChromium([
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  try {
    const page = await browser.newPage();
    await page.goto(origin);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const bench = await page.evaluate(
        () => (window as unknown as { cameraBench?: CameraBench }).cameraBench,
      );
      // ZXing's texts of the photos are without the ]C1 and GS a GS1 label's FNC1s read as here.
      const right = bench?.reads.find((read) => readableCode(read.code) === expected);
      if (bench) hasBarcodeDetector = bench.hasBarcodeDetector;
      if (right && bench) {
        const readyMs = (bench.scanningAtMs ?? right.atMs) - bench.openedAtMs;
        return { ms: right.atMs - bench.openedAtMs, readyMs, wrong: [] as string[], ...(await alone()) };
      }
      if (Date.now() > deadline || (bench && ["denied", "noCamera", "failed"].includes(bench.state))) {
        const wrong = (bench?.reads ?? []).map((read) => read.code);
        return { ms: null, readyMs: null, wrong, ...(await alone()) };
      }
      await page.waitForTimeout(50);
    }
    /** zxing-cpp alone on the same camera's whole frames, after the app's loop has stopped. */
    async function alone() {
      const result = await page.evaluate(async (frames) => {
        const bench = (window as unknown as { cameraBench: CameraBench }).cameraBench;
        bench.stop();
        return bench.readAlone(frames);
      }, aloneFrames);
      return {
        isAloneRight: result.codes.some((code) => readableCode(code) === expected),
        decode1280Ms: result.decode1280Ms,
        thorough1280Ms: result.thorough1280Ms,
      };
    }
  } finally {
    await browser.close();
  }
}
let hasBarcodeDetector: boolean | null = null;
type CameraBench = {
  openedAtMs: number;
  state: string;
  hasBarcodeDetector: boolean;
  scanningAtMs?: number;
  reads: { code: string; atMs: number }[];
  stop: () => void;
  readAlone: (frames: number) => Promise<{ codes: string[]; decode1280Ms: number; thorough1280Ms: number }>;
};

async function main() {
  execFileSync("ffmpeg", ["-version"], { stdio: "ignore" }); // a clear error when ffmpeg is missing
  const only = process.argv.slice(2);
  const sets = (await photoSets()).filter((set) => only.length === 0 || only.includes(set.name));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-camera-"));
  const server = await serveCameraPage(port, path.join(work, "page"));
  const rows: string[] = [];
  const decodeTimes: number[] = [];
  const thoroughTimes: number[] = [];
  const allTimes: number[] = [];
  const readyTimes: number[] = [];
  let isFail = false;
  try {
    for (const set of sets) {
      const photos = await readPhotoSet(set.name);
      const times: number[] = [];
      const misses: string[] = [];
      let aloneRight = 0;
      for (const photo of photos) {
        const video = path.join(work, `${set.name}-${photo.name}.y4m`);
        writePhotoVideo(photo.image, video);
        const result = await readPhoto(server.origin, video, photo.text);
        fs.rmSync(video, { force: true });
        if (result.isAloneRight) aloneRight += 1;
        decodeTimes.push(result.decode1280Ms);
        thoroughTimes.push(result.thorough1280Ms);
        if (result.readyMs !== null) readyTimes.push(result.readyMs);
        if (result.ms === null)
          misses.push(`${photo.name}${result.wrong.length ? ` (read ${result.wrong.join(", ")})` : ""}`);
        else times.push(result.ms);
        process.stdout.write(result.ms === null ? "." : "+");
      }
      const medianMs = median(times);
      allTimes.push(...times);
      const target = Math.max(set.zxingTryHarder, set.zxingCpp ?? 0, aloneRight);
      const isOk = times.length >= target;
      isFail ||= !isOk;
      const count = (read: number) => `${read}/${photos.length}`.padStart(5);
      rows.push(
        `${set.name.padEnd(13)} ${count(times.length)}   ${count(aloneRight)}       ${String(set.zxing).padStart(2)} (${String(set.zxingTryHarder).padStart(2)})       ${Number.isNaN(medianMs) ? "     -" : `${Math.round(medianMs)} ms`.padStart(7)}   ≥ ${String(target).padStart(2)} ${isOk ? "ok" : "FAIL"}${misses.length ? `   missed: ${misses.join(" ")}` : ""}`,
      );
      process.stdout.write(` ${set.name}\n`);
    }
  } finally {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `\nset            app   zxing-cpp   ZXing Java (TRY_HARDER)   median open→first right read   target`,
  );
  for (const row of rows) console.log(row);
  const firstReadMs = median(allTimes);
  const decodeMs = median(decodeTimes);
  const isFast = firstReadMs <= targets.medianMs && decodeMs <= targets.decodeMs;
  isFail ||= !isFast;
  console.log(
    `\nmedian open→first right read, all sets: ${Math.round(firstReadMs)} ms (target ≤ ${targets.medianMs} ms);` +
      ` of it, open→camera playing and decoder loaded: ${Math.round(median(readyTimes))} ms` +
      `\nmedian decode of one 1280×720 frame in the worker: ${Math.round(decodeMs)} ms (target ≤ ${targets.decodeMs} ms)` +
      `; a thorough read (every fourth read: turned, inverted, downscaled) ${Math.round(median(thoroughTimes))} ms` +
      `   ${isFast ? "ok" : "FAIL"}`,
  );
  console.log(
    hasBarcodeDetector
      ? "Reader: this Chromium has BarcodeDetector (native first)."
      : "Reader: this Chromium has no BarcodeDetector: the zxing-cpp path was measured.",
  );
  // Times on a shared machine say as much as its load: printed beside them.
  console.log(
    `Load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores.`,
  );
  process.exitCode = isFail ? 1 : 0;
}

await main();
