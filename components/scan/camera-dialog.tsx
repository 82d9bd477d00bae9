"use client";
// The camera's dialog: the rear camera, feeding every code it reads into the
// same path as the hand scanner. The reading loop (lazy reader, one read per
// code, pause while hidden) is camera-reading.ts. Loaded when the page is idle
// or the camera is opened (camera-scanner.tsx): no first paint shows it.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { readableCode } from "@/lib/scan/aim";
import { startCameraReading, type CameraState } from "./camera-reading";
import { useSubmitScans } from "./scan-provider";

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function CameraDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("scan.camera");
  const submitScans = useSubmitScans();
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<CameraState>("starting");
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [isTorchOn, setIsTorchOn] = useState(false);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const onCodesRead = useEffectEvent((codes: string[]) => {
    const picked = submitScans(codes, "camera");
    setLastCode(readableCode(picked?.code ?? codes[0] ?? ""));
  });

  useEffect(() => {
    if (!video.current) return;
    return startCameraReading({
      video: video.current,
      onCodes: (codes) => onCodesRead(codes),
      onState: setState,
      onTrack: setTrack,
    });
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
