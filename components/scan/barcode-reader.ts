"use client";
// Reads barcodes from a playing video: the browser's BarcodeDetector when it
// has one, else zxing-cpp in a worker, loaded only here when the camera opens
// so it is never part of a page's first download. Every code of a frame
// comes back; the scan grammar picks the one the screen wants.
import { frameRegion } from "./frame-regions";

export type FrameReader = (video: HTMLVideoElement) => Promise<string[]>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats: () => Promise<string[]>;
};

/** Our labels (Code 128 packages and tickets, EAN/UPC/ITF materials) and suppliers' (GS1-128, GS1 DataMatrix, QR). */
const wantedFormats = [
  "code_128",
  "code_39",
  "ean_13",
  "ean_8",
  "upc_a",
  "upc_e",
  "itf",
  "data_matrix",
  "qr_code",
];

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = wantedFormats.filter((format) => supported.includes(format));
    if (formats.length === 0) return null;
    const detector = new Detector({ formats });
    return async (video) => (await detector.detect(video)).map((barcode) => barcode.rawValue);
  } catch {
    return null;
  }
}

/**
 * zxing-cpp in a worker (decoder-client.ts), behind the app's frame regions
 * (frame-regions.ts): each read crops and scales one region of the current
 * frame (createImageBitmap, off the main thread's critical path) and hands it over.
 */
async function zxingReader(): Promise<{ read: FrameReader; close: () => void }> {
  const { createDecoder } = await import("./decoder-client");
  const decoder = createDecoder();
  let pass = 0;
  const read: FrameReader = async (video) => {
    if (video.videoWidth === 0) return [];
    const region = frameRegion(pass, video.videoWidth, video.videoHeight);
    pass += 1;
    const frame = await createImageBitmap(video, region.x, region.y, region.width, region.height, {
      resizeWidth: region.outWidth,
      resizeHeight: region.outHeight,
      resizeQuality: "high",
    });
    return (await decoder.decode(frame, region.isThorough ? "thorough" : "quick")).codes;
  };
  return { read, close: decoder.close };
}

export type LoadedFrameReader = { read: FrameReader; engine: "native" | "zxing"; close: () => void };

export async function createFrameReader(): Promise<LoadedFrameReader> {
  const native = await nativeReader();
  if (native) return { read: native, engine: "native", close: () => {} };
  return { ...(await zxingReader()), engine: "zxing" };
}
