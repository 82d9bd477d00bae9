"use client";
// "Scan with camera": opens the camera's dialog (camera-dialog.tsx), whose code
// comes when the page is idle, so it is not part of a floor page's first load.
import { useEffect, useState } from "react";
import { lazyAfterMount } from "@/components/ui/after-mount";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

const loadCameraDialog = () => import("./camera-dialog");
const CameraDialog = lazyAfterMount(() => loadCameraDialog().then((m) => m.CameraDialog));

export function CameraScanner({ className }: { className?: string }) {
  const t = useTranslations("scan.camera");
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    const preload = setTimeout(() => void loadCameraDialog(), 1000);
    return () => clearTimeout(preload);
  }, []);

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
