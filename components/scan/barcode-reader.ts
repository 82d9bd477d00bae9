"use client";
// Reads barcodes from a playing video: the browser's BarcodeDetector when it
// has one, else ZXing, imported only here when the camera opens so it is
// never part of a page's first download.

import type { DecodeHintType as HintType } from "@zxing/library";

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

/** Largest side of a whole frame handed to ZXing: more pixels cost decode time on a tablet. */
const fullFrameMaxPx = 1280;

/**
 * The part of the frame a read looks at, alternating: the whole frame (scaled
 * down if large), then its centre at the camera's full resolution (a small or
 * distant label keeps its bars there).
 */
function regionOf(pass: number, width: number, height: number) {
  const isCentre = pass % 2 === 1 && Math.max(width, height) > 640;
  if (!isCentre)
    return { x: 0, y: 0, width, height, scale: Math.min(1, fullFrameMaxPx / Math.max(width, height)) };
  return {
    x: Math.round(width / 4),
    y: Math.round(height / 4),
    width: Math.round(width / 2),
    height: Math.round(height / 2),
    scale: 1,
  };
}

async function zxingReader(): Promise<FrameReader> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import("@zxing/browser"),
    import("@zxing/library"),
  ]);
  const formats = [
    BarcodeFormat.CODE_128,
    BarcodeFormat.CODE_39,
    BarcodeFormat.EAN_13,
    BarcodeFormat.EAN_8,
    BarcodeFormat.UPC_A,
    BarcodeFormat.UPC_E,
    BarcodeFormat.ITF,
    BarcodeFormat.DATA_MATRIX,
    BarcodeFormat.QR_CODE,
  ];
  // TRY_HARDER also tries a linear code turned by 90°. ASSUME_GS1 keeps a GS1-128
  // label's FNC1s: "]C1" in front and GS after a variable-length field (without
  // it they are dropped, and a lot runs into the next field). A Code 128 without
  // FNC1 (our package labels) reads as before.
  const hints = new Map<HintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, formats],
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.ASSUME_GS1, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints);
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  let pass = 0;
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve([]);
    const region = regionOf(pass, video.videoWidth, video.videoHeight);
    pass += 1;
    canvas.width = Math.round(region.width * region.scale);
    canvas.height = Math.round(region.height * region.scale);
    context.drawImage(
      video,
      region.x,
      region.y,
      region.width,
      region.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
    try {
      return Promise.resolve([reader.decodeFromCanvas(canvas).getText()]);
    } catch {
      return Promise.resolve([]); // nothing readable in this frame
    }
  };
}

export async function createFrameReader(): Promise<{ read: FrameReader; engine: "native" | "zxing" }> {
  const native = await nativeReader();
  return native ? { read: native, engine: "native" } : { read: await zxingReader(), engine: "zxing" };
}
