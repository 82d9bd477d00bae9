// The page of `npm run bench:camera`: the app's own camera reading loop
// (components/scan/camera-reading.ts, with its lazily loaded reader) on a bare
// page, writing each code it reads and when into window.cameraBench. After
// that, `cameraBench.readAlone()` gives zxing-cpp's codes on the camera's
// whole frames without the app's frame regions, and the worker's decode time
// of the frame drawn into a 1280×720 picture.
import { startCameraReading } from "@/components/scan/camera-reading";
import { createDecoder } from "@/components/scan/decoder-client";

type BenchRead = { code: string; atMs: number };
const bench = {
  openedAtMs: performance.now(),
  reads: [] as BenchRead[],
  state: "starting",
  /** When the camera played and the reader was loaded. */
  scanningAtMs: undefined as number | undefined,
  hasBarcodeDetector: "BarcodeDetector" in window,
  stop: () => {},
  readAlone,
};
(window as unknown as { cameraBench: typeof bench }).cameraBench = bench;

const video = document.createElement("video");
video.muted = true;
video.playsInline = true;
document.body.append(video);
bench.stop = startCameraReading({
  video,
  onCodes: (codes) => {
    const atMs = performance.now();
    bench.reads.push(...codes.map((code) => ({ code, atMs })));
  },
  onState: (state) => {
    bench.state = state;
    if (state === "scanning") bench.scanningAtMs ??= performance.now();
  },
});

/**
 * zxing-cpp alone (its own defaults, tryHarder) on `frames` whole frames of the camera, and
 * the decode times of one 1280×720 frame, quick and thorough (frame-regions.ts).
 */
async function readAlone(
  frames: number,
): Promise<{ codes: string[]; decode1280Ms: number; thorough1280Ms: number }> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: true });
  const own = document.createElement("video");
  own.muted = true;
  own.srcObject = stream;
  await own.play();
  const decoder = createDecoder();
  try {
    const codes = new Set<string>();
    for (let frame = 0; frame < frames; frame += 1) {
      const { codes: read } = await decoder.decode(await createImageBitmap(own), "defaults");
      read.forEach((code) => codes.add(code));
    }
    const canvas = new OffscreenCanvas(1280, 720);
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, 1280, 720);
    const scale = Math.min(1280 / own.videoWidth, 720 / own.videoHeight);
    const [width, height] = [own.videoWidth * scale, own.videoHeight * scale];
    context.drawImage(own, (1280 - width) / 2, (720 - height) / 2, width, height);
    await decoder.decode(await createImageBitmap(canvas), "quick"); // a first decode warms the module up
    const quick = await decoder.decode(await createImageBitmap(canvas), "quick");
    const thorough = await decoder.decode(await createImageBitmap(canvas), "thorough");
    return { codes: [...codes], decode1280Ms: quick.decodeMs, thorough1280Ms: thorough.decodeMs };
  } finally {
    decoder.close();
    stream.getTracks().forEach((track) => track.stop());
  }
}
