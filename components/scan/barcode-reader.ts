"use client";
// Reads barcodes from a playing video: the browser's BarcodeDetector when it
// has one, else zxing-cpp in a worker, loaded only here when the camera opens
// so it is never part of a page's first download. Every code of a frame
// comes back; the scan grammar picks the one the screen wants.

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

export type LoadedFrameReader = { read: FrameReader; engine: "native" | "zxing"; close: () => void };

export async function createFrameReader(): Promise<LoadedFrameReader> {
  const native = await nativeReader();
  if (native) return { read: native, engine: "native", close: () => {} };
  const { zxingReader } = await import("./zxing-frame-reader");
  return { ...zxingReader(), engine: "zxing" };
}
