"use client";
// The camera's reader where the browser has no BarcodeDetector, imported only
// when the camera opens (barcode-reader.ts): zxing-cpp in its worker, behind
// the app's frame regions.
import type { FrameReader } from "./barcode-reader";
import { createDecoder } from "./decoder-client";
import { frameRegion } from "./frame-regions";

/** The same asset decode-worker.ts loads (the bundler gives both one URL). */
const wasmUrl = new URL("../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm", import.meta.url);

/**
 * zxing-cpp in a worker (decoder-client.ts), behind the app's frame regions
 * (frame-regions.ts): each read crops and scales one region of the current
 * frame (createImageBitmap, off the main thread's critical path) and hands it over.
 */
export function zxingReader(): { read: FrameReader; close: () => void } {
  // Fetched here too, as the worker starts: the worker's own fetch of it then
  // comes from the browser's cache instead of waiting for the worker's script.
  void fetch(wasmUrl).catch(() => undefined);
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
