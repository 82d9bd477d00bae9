"use client";
// A badge scanned anywhere on the login page, whichever tab is shown: the
// page-wide wedge listener (the floor screens' one) hands over the burst, so
// the scanner's keys never land in the username or password field.
import { useWedgeScanner } from "@/components/scan/use-wedge-scanner";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { isBadgeCode } from "@/lib/scan/badge";

export function useBadgeScan({
  isActive,
  isBadgeTab,
  onBadge,
  onNotABadge,
}: {
  /** False while the PIN is asked: a scan then changes nothing. */
  isActive: boolean;
  /** On the badge tab any scan is the badge (its field says so); elsewhere only the badge pattern. */
  isBadgeTab: boolean;
  onBadge: (code: string) => void;
  onNotABadge: (code: string) => void;
}): void {
  const settings = useScannerSettings();
  useWedgeScanner({
    settings,
    isActive: () => isActive,
    onScan: (scanned) => {
      const code = scanned.trim();
      if (isBadgeTab || isBadgeCode(code)) onBadge(code);
      else onNotABadge(code);
    },
    onRejectedBurst: () => undefined,
  });
}
