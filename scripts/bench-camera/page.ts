// The page of `npm run bench:camera`: the app's own camera reading loop
// (components/scan/camera-reading.ts, with its lazily loaded reader) on a bare
// page, writing each code it reads and when into window.cameraBench.
import { startCameraReading } from "@/components/scan/camera-reading";

type BenchRead = { code: string; atMs: number };
const bench = {
  openedAtMs: performance.now(),
  reads: [] as BenchRead[],
  state: "starting",
  hasBarcodeDetector: "BarcodeDetector" in window,
};
(window as unknown as { cameraBench: typeof bench }).cameraBench = bench;

const video = document.createElement("video");
video.muted = true;
video.playsInline = true;
document.body.append(video);
startCameraReading({
  video,
  onCode: (code) => bench.reads.push({ code, atMs: performance.now() }),
  onState: (state) => {
    bench.state = state;
  },
});
