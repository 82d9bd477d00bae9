// The camera's decoder, off the main thread: zxing-cpp (zxing-wasm) reads the
// frames barcode-reader.ts sends, so the page stays responsive and a hand
// scanner's keys are handled on time while the camera reads. The WebAssembly
// file comes from the app's own origin (bundled as an asset beside this
// worker), never from a CDN; docs/scanning.md tells the whole story.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import { codesOfFrame } from "./decoded-code";

/** quick/thorough: the app's reads (frame-regions.ts); defaults: zxing-cpp's own (the benchmark's yardstick). */
export type DecodeMode = "quick" | "thorough" | "defaults";
export type DecodeRequest = { id: number; frame: ImageBitmap; mode: DecodeMode };
export type DecodeReply = { id: number; codes: string[]; decodeMs: number; error?: string };

const wasmUrl = new URL("../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm", import.meta.url);

// Compiled at once, while the camera is still opening.
void prepareZXingModule({
  overrides: { locateFile: (file: string) => (file.endsWith(".wasm") ? wasmUrl.href : file) },
  fireImmediately: true,
}).catch(() => undefined); // a failed load shows again, as an error, on the first frame

/**
 * tryHarder for phone-camera pictures; textMode "Plain" keeps a GS1 label's
 * FNC1s as GS, and its AIM identifier (]C1, ]d2) comes with the result; every
 * code in the picture. A thorough read also tries it turned, inverted and
 * downscaled, which costs about twice the time (frame-regions.ts says when).
 */
const quickOptions: ReaderOptions = {
  formats: ["Code128", "Code39", "EAN13", "EAN8", "UPCA", "UPCE", "ITF", "DataMatrix", "QRCode"],
  tryHarder: true,
  tryRotate: false,
  tryInvert: false,
  tryDownscale: false,
  textMode: "Plain",
  maxNumberOfSymbols: 8,
  // One clean scan line is enough, as with ZXing's own readers: glare or a
  // crease often leaves a single line through the bars (check digits guard).
  minLineCount: 1,
};
const optionsOf: Record<DecodeMode, ReaderOptions> = {
  quick: quickOptions,
  thorough: { ...quickOptions, tryRotate: true, tryInvert: true, tryDownscale: true },
  defaults: { formats: quickOptions.formats, textMode: "Plain", tryHarder: true },
};

let canvas: OffscreenCanvas | null = null;

function pixelsOf(frame: ImageBitmap): ImageData {
  canvas ??= new OffscreenCanvas(frame.width, frame.height);
  if (canvas.width !== frame.width || canvas.height !== frame.height) {
    canvas.width = frame.width;
    canvas.height = frame.height;
  }
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D context in the decoder worker");
  context.drawImage(frame, 0, 0);
  frame.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

self.addEventListener("message", (event: MessageEvent<DecodeRequest>) => {
  const { id, frame, mode } = event.data;
  const startedAt = performance.now();
  const reply = (codes: string[], error?: string) =>
    self.postMessage({
      id,
      codes,
      decodeMs: performance.now() - startedAt,
      ...(error ? { error } : {}),
    } satisfies DecodeReply);
  readBarcodes(pixelsOf(frame), optionsOf[mode]).then(
    (results) => reply(codesOfFrame(results.filter((result) => result.isValid))),
    (error: unknown) => reply([], error instanceof Error ? error.message : String(error)),
  );
});
