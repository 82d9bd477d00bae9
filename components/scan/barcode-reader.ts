"use client";
// Reads barcodes from a playing video: the browser's BarcodeDetector when it
// has one, else ZXing, imported only here when the camera opens so it is
// never part of a page's first download.

export type FrameReader = (video: HTMLVideoElement) => Promise<string[]>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats: () => Promise<string[]>;
};

/** The linear codes on our labels (Code 128 packages and tickets, EAN/UPC/ITF materials) and QR. */
const wantedFormats = ["code_128", "code_39", "ean_13", "ean_8", "upc_a", "upc_e", "itf", "qr_code"];

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

async function zxingReader(): Promise<FrameReader> {
  const { BrowserMultiFormatOneDReader } = await import("@zxing/browser");
  const reader = new BrowserMultiFormatOneDReader();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve([]);
    // Large frames cost decode time without helping a label held close.
    const scale = Math.min(1, 960 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
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
