// The camera's decoder, off the main thread: zxing-cpp (zxing-wasm) reads the
// frames barcode-reader.ts sends, so the page stays responsive and a hand
// scanner's keys are handled on time while the camera reads. The WebAssembly
// file comes from the app's own origin (bundled as an asset beside this
// worker), never from a CDN; docs/scanning.md tells the whole story.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import { codesOfFrame } from "./decoded-code";

export type DecodeRequest = { id: number; frame: ImageBitmap };
export type DecodeReply = { id: number; codes: string[]; decodeMs: number; error?: string };

const wasmUrl = new URL("../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm", import.meta.url);

// Compiled at once, while the camera is still opening.
void prepareZXingModule({
  overrides: { locateFile: (file: string) => (file.endsWith(".wasm") ? wasmUrl.href : file) },
  fireImmediately: true,
}).catch(() => undefined); // a failed load shows again, as an error, on the first frame

/**
 * tryHarder (with turned, inverted and downscaled tries) for phone-camera
 * pictures; textMode "Plain" keeps a GS1 label's FNC1s as GS, and its AIM
 * identifier (]C1, ]d2) comes with the result; every code in the frame.
 */
const readerOptions: ReaderOptions = {
  formats: ["Code128", "Code39", "EAN13", "EAN8", "UPCA", "UPCE", "ITF", "DataMatrix", "QRCode"],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  textMode: "Plain",
  maxNumberOfSymbols: 8,
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
  const { id, frame } = event.data;
  const startedAt = performance.now();
  const reply = (codes: string[], error?: string) =>
    self.postMessage({
      id,
      codes,
      decodeMs: performance.now() - startedAt,
      ...(error ? { error } : {}),
    } satisfies DecodeReply);
  readBarcodes(pixelsOf(frame), readerOptions).then(
    (results) => reply(codesOfFrame(results.filter((result) => result.isValid))),
    (error: unknown) => reply([], error instanceof Error ? error.message : String(error)),
  );
});
