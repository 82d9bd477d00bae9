"use client";
// The camera's reading loop, apart from its dialog so the camera benchmark
// (bench/camera.ts) runs exactly this code: open the rear camera and
// load the barcode reader at the same time, read a frame every `readEveryMs`,
// hand each frame's new codes on together (a code held in view is one scan),
// pause while the page is hidden, stop everything on stop().
import { createScanDeduper } from "@/lib/scan/dedupe";
import { createFrameReader, type LoadedFrameReader } from "./barcode-reader";

export type CameraState = "starting" | "scanning" | "paused" | "denied" | "noCamera" | "failed";

const readEveryMs = 120;

/**
 * The camera at its full resolution: a label read from afar has few pixels
 * per bar, and the reader crops and scales frames itself.
 */
const videoConstraints: MediaTrackConstraints = {
  facingMode: { ideal: "environment" },
  width: { ideal: 1920 },
  height: { ideal: 1080 },
};

export function startCameraReading({
  video,
  onCodes,
  onState,
  onTrack,
}: {
  video: HTMLVideoElement;
  /** The new codes of one frame (a label may carry several), never empty. */
  onCodes: (codes: string[]) => void;
  onState: (state: CameraState) => void;
  onTrack?: (track: MediaStreamTrack | null) => void;
}): () => void {
  let isStopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleanupVisibility = () => {};
  const deduper = createScanDeduper({ windowMs: 1000 });
  let reader: LoadedFrameReader | null = null;
  // The decoder loads (and compiles its WebAssembly) while the camera opens.
  const loading = createFrameReader().then(
    (loaded) => {
      if (isStopped) loaded.close();
      else reader = loaded;
      return loaded;
    },
    () => null,
  );

  const start = async () => {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: videoConstraints });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      if (!isStopped) {
        onState(name === "NotAllowedError" ? "denied" : name === "NotFoundError" ? "noCamera" : "failed");
      }
      return;
    }
    if (isStopped) return stream.getTracks().forEach((t) => t.stop());
    video.srcObject = stream;
    onTrack?.(stream.getVideoTracks()[0] ?? null);
    const loaded = await loading;
    if (!loaded) return isStopped ? undefined : onState("failed");
    const { read } = loaded;
    await video.play().catch(() => undefined);
    if (isStopped) return;
    onState(document.hidden ? "paused" : "scanning");

    const tick = async () => {
      if (isStopped) return;
      const startedAt = performance.now();
      if (!document.hidden) {
        const codes = await read(video).catch(() => []);
        const now = performance.now();
        const fresh = codes.filter((code) => deduper.accept(code, now));
        if (!isStopped && fresh.length > 0) onCodes(fresh);
      }
      // A read starts every readEveryMs (the decode's own time counts), one at a time.
      const waitMs = Math.max(0, readEveryMs - (performance.now() - startedAt));
      if (!isStopped && !document.hidden) timer = setTimeout(() => void tick(), waitMs);
    };
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.hidden) {
        video.pause();
        onState("paused");
      } else if (!isStopped) {
        void video.play().catch(() => undefined);
        onState("scanning");
        void tick();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    cleanupVisibility = () => document.removeEventListener("visibilitychange", onVisibility);
    void tick();
  };

  void start();
  return () => {
    isStopped = true;
    clearTimeout(timer);
    cleanupVisibility();
    reader?.close();
    stream?.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };
}
