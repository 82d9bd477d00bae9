"use client";
// The camera's reading loop, apart from its dialog so the camera benchmark
// (scripts/bench-camera.ts) runs exactly this code: open the rear camera,
// load the barcode reader, read a frame every `readEveryMs`, hand each new
// code on once (a code held in view is one scan), pause while the page is
// hidden, stop everything on stop().
import { createScanDeduper } from "@/lib/scan/dedupe";
import { createFrameReader } from "./barcode-reader";

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
  onCode,
  onState,
  onTrack,
}: {
  video: HTMLVideoElement;
  onCode: (code: string) => void;
  onState: (state: CameraState) => void;
  onTrack?: (track: MediaStreamTrack | null) => void;
}): () => void {
  let isStopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleanupVisibility = () => {};
  const deduper = createScanDeduper({ windowMs: 1000 });

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
    const { read } = await createFrameReader();
    await video.play().catch(() => undefined);
    if (isStopped) return;
    onState(document.hidden ? "paused" : "scanning");

    const tick = async () => {
      if (isStopped) return;
      if (!document.hidden) {
        const codes = await read(video).catch(() => []);
        for (const code of codes) {
          if (isStopped || !deduper.accept(code, performance.now())) continue;
          onCode(code);
        }
      }
      if (!isStopped && !document.hidden) timer = setTimeout(() => void tick(), readEveryMs);
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
    stream?.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };
}
