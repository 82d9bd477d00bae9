"use client";
// The page-wide keyboard-wedge listener (capture phase on window, so no field
// needs focus and nothing on the page sees a scan's keys first).
//
// What it lets through, decided here:
// - No text field focused: a person's keys pass untouched; once keys arrive
//   as a burst, the rest of the burst and its Enter/Tab are stopped, so a
//   focused button is not pressed and page shortcuts do not fire.
// - A text field focused: every character lands in the field as typed (the
//   person's typing is never delayed or lost). When the burst ends as a
//   scan, its Enter/Tab is stopped (no form submit) and the field gets back
//   its value from before the burst: a scanner is recognised in any field.
// - A field (or its container) marked `data-scan-target` takes scans itself
//   (e.g. a badge field): the listener leaves its keys alone.
import { useEffect, useEffectEvent, useMemo } from "react";
import { createWedgeDecoder, type ScanTiming } from "@/lib/scan/keyboard-wedge";
import type { ScannerSettings } from "@/lib/scan/settings";
import { isEditable, restoreField, snapshotField, type FieldSnapshot } from "./text-field-restore";

export type WedgeScanHandler = (code: string, timing: ScanTiming) => void;

export function useWedgeScanner({
  settings,
  isActive,
  onScan,
}: {
  settings: ScannerSettings;
  /** Whether anything takes scans now; when not, every key passes untouched. */
  isActive: () => boolean;
  onScan: WedgeScanHandler;
}): void {
  const decoder = useMemo(
    () =>
      createWedgeDecoder({
        maxInterKeyMs: settings.maxInterKeyMs,
        minLength: settings.minLength,
        prefix: settings.prefix,
        suffix: settings.suffix,
        readKeysBy: settings.readKeysBy,
      }),
    [settings.maxInterKeyMs, settings.minLength, settings.prefix, settings.suffix, settings.readKeysBy],
  );
  const isTakingScans = useEffectEvent(isActive);
  const onScanned = useEffectEvent(onScan);

  useEffect(() => {
    let snapshot: FieldSnapshot | null = null;
    // The key-up of a scan's Enter/Tab is the scan's too (some handlers act on key-up).
    let swallowKeyUp: string | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!isTakingScans() || target?.closest("[data-scan-target]")) {
        decoder.reset();
        return;
      }
      const inField = isEditable(target);
      const step = decoder.feed(event);
      const stop = () => {
        event.preventDefault();
        event.stopImmediatePropagation();
      };
      switch (step.type) {
        case "character":
          if (step.position === 1) snapshot = inField && target ? snapshotField(target) : null;
          if (step.isBurst && !inField) stop();
          return;
        case "scan":
          stop();
          if (snapshot && snapshot.element === target) restoreField(snapshot);
          snapshot = null;
          swallowKeyUp = event.code;
          performance.mark("scan-wedge-end");
          onScanned(step.code, step.timing);
          return;
        case "not-a-scan":
        case "ignored":
          return;
      }
    };

    const onKeyUp = (event: KeyboardEvent) => {
      if (swallowKeyUp === null || event.code !== swallowKeyUp) return;
      swallowKeyUp = null;
      event.preventDefault();
      event.stopImmediatePropagation();
    };

    window.addEventListener("keydown", onKeyDown, { capture: true });
    window.addEventListener("keyup", onKeyUp, { capture: true });
    // Tests and the benchmark wait for this before they scan.
    document.documentElement.dataset.scanner = "ready";
    return () => {
      window.removeEventListener("keydown", onKeyDown, { capture: true });
      window.removeEventListener("keyup", onKeyUp, { capture: true });
      delete document.documentElement.dataset.scanner;
    };
  }, [decoder]);
}
