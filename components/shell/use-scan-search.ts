"use client";
// A hand scanner's label as a search: the page-wide wedge listener (the floor
// screens' one) hands over the burst, so its keys never reach a field or a button.
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { useWedgeScanner } from "@/components/scan/use-wedge-scanner";

export function useScanSearch(isActive: boolean, onCode: (code: string) => void): void {
  const settings = useScannerSettings();
  useWedgeScanner({
    settings,
    isActive: () => isActive,
    onScan: (code) => {
      if (code.trim()) onCode(code.trim());
    },
    onRejectedBurst: () => undefined,
  });
}
