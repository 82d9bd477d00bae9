"use client";
// "Scan with camera": a dialog with the rear camera that feeds every code it
// reads into the same path as the hand scanner. The barcode reader is loaded
// when the dialog opens; a code is read once per second at most; the camera
// pauses while the page is hidden and stops when the dialog closes.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { createScanDeduper } from "@/lib/scan/dedupe";
import { createFrameReader } from "./barcode-reader";
import { useSubmitScan } from "./scan-provider";

type CameraState = "starting" | "scanning" | "paused" | "denied" | "noCamera" | "failed";

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

const readEveryMs = 120;

export function CameraScanner({ className }: { className?: string }) {
  const t = useTranslations("scan.camera");
  const [isOpen, setIsOpen] = useState(false);

  // The Dialog gives focus back to this button when it closes.
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setIsOpen(true)}>
        {t("open")}
      </Button>
      {isOpen && <CameraDialog onClose={() => setIsOpen(false)} />}
    </>
  );
}

function CameraDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("scan.camera");
  const submitScan = useSubmitScan();
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<CameraState>("starting");
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [isTorchOn, setIsTorchOn] = useState(false);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const onCodeRead = useEffectEvent((code: string) => {
    setLastCode(code);
    submitScan(code, "camera");
  });

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deduper = createScanDeduper({ windowMs: 1000 });
    const element = video.current;

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : "";
        if (!isStopped) {
          setState(name === "NotAllowedError" ? "denied" : name === "NotFoundError" ? "noCamera" : "failed");
        }
        return;
      }
      if (isStopped) return stream.getTracks().forEach((t) => t.stop());
      if (!element) return;
      element.srcObject = stream;
      setTrack(stream.getVideoTracks()[0] ?? null);
      const { read } = await createFrameReader();
      await element.play().catch(() => undefined);
      if (isStopped) return;
      setState(document.hidden ? "paused" : "scanning");

      const tick = async () => {
        if (isStopped) return;
        if (!document.hidden) {
          const codes = await read(element).catch(() => []);
          for (const code of codes) {
            if (isStopped || !deduper.accept(code, performance.now())) continue;
            onCodeRead(code);
          }
        }
        if (!isStopped && !document.hidden) timer = setTimeout(() => void tick(), readEveryMs);
      };
      const onVisibility = () => {
        clearTimeout(timer);
        if (document.hidden) {
          element.pause();
          setState("paused");
        } else if (!isStopped) {
          void element.play().catch(() => undefined);
          setState("scanning");
          void tick();
        }
      };
      document.addEventListener("visibilitychange", onVisibility);
      cleanupVisibility = () => document.removeEventListener("visibilitychange", onVisibility);
      void tick();
    };

    let cleanupVisibility = () => {};
    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      cleanupVisibility();
      stream?.getTracks().forEach((t) => t.stop());
      if (element) element.srcObject = null;
    };
  }, []);

  const hasTorch = Boolean(track && (track.getCapabilities?.() as TorchCapabilities | undefined)?.torch);
  const toggleTorch = async () => {
    if (!track) return;
    const next = !isTorchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setIsTorchOn(next);
    } catch {
      setIsTorchOn(false);
    }
  };

  return (
    <Dialog title={t("title")} onClose={onClose} closesOnBackdrop placement="wide" initialFocus={closeButton}>
      <video
        ref={video}
        muted
        playsInline
        className="aspect-video w-full rounded-lg bg-black object-contain"
      />
      <p role="status" className="text-xl font-semibold">
        {t(`state.${state}`)}
        {lastCode && state === "scanning" && (
          <span className="block text-lg">{t("lastRead", { code: lastCode })}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        {hasTorch && (
          <Button variant="secondary" aria-pressed={isTorchOn} onClick={() => void toggleTorch()}>
            {t("torch")}
          </Button>
        )}
        <Button ref={closeButton} className="ml-auto" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </Dialog>
  );
}
