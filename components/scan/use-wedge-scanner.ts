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
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from "react";
import {
  createWedgeDecoder,
  type RejectedBurst,
  type ScanTiming,
  type WedgeKeyEvent,
  type WedgeOptions,
  type WedgeStep,
} from "@/lib/scan/keyboard-wedge";
import type { ScannerSettings } from "@/lib/scan/settings";
import { isEditable, restoreField, snapshotField, type FieldSnapshot } from "./text-field-restore";

export type WedgeScanHandler = (code: string, timing: ScanTiming) => void;

/** A key as the listener reads it: a page's event, or one kept while the page loaded. */
type KeyInput = WedgeKeyEvent & {
  type: string;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
};

declare global {
  interface Window {
    /** Keys kept before this listener was attached (public/scan-early-keys.js); once. */
    __takeEarlyScanKeys?: () => (WedgeKeyEvent & { type: string })[];
  }
}

/** The event with when the page took it: the decoder tells a busy page's pause from the sender's. */
const keyOf = (event: KeyboardEvent): KeyInput => ({
  type: event.type,
  code: event.code,
  key: event.key,
  shiftKey: event.shiftKey,
  ctrlKey: event.ctrlKey,
  altKey: event.altKey,
  metaKey: event.metaKey,
  repeat: event.repeat,
  isComposing: event.isComposing,
  timeStamp: event.timeStamp,
  seenAt: performance.now(),
  preventDefault: () => event.preventDefault(),
  stopImmediatePropagation: () => event.stopImmediatePropagation(),
});

export function useWedgeScanner({
  settings,
  isActive,
  onScan,
  onRejectedBurst,
}: {
  settings: ScannerSettings;
  /** Whether anything takes scans now; when not, every key passes untouched. */
  isActive: () => boolean;
  onScan: WedgeScanHandler;
  /** Enter/Tab after keys that were not a scan: how fast, and why not (for setting up a scanner). */
  onRejectedBurst: (burst: RejectedBurst) => void;
}): void {
  const options = useMemo(
    (): WedgeOptions => ({
      maxInterKeyMs: settings.maxInterKeyMs,
      minLength: settings.minLength,
      prefix: settings.prefix,
      suffix: settings.suffix,
      suffixEndsScan: settings.suffixEndsScan,
      groupSeparatorKey: settings.groupSeparatorKey,
      groupSeparatorText: settings.groupSeparatorText,
      readKeysBy: settings.readKeysBy,
    }),
    [
      settings.maxInterKeyMs,
      settings.minLength,
      settings.prefix,
      settings.suffix,
      settings.suffixEndsScan,
      settings.groupSeparatorKey,
      settings.groupSeparatorText,
      settings.readKeysBy,
    ],
  );
  // One decoder and one listener for the page's life. New settings reach the decoder in place: a
  // new decoder (and listener) per settings object dropped the keys of a burst under way, as when
  // the stored settings replace the defaults the page was hydrated with.
  const [decoder] = useState(() => createWedgeDecoder(options));
  useLayoutEffect(() => decoder.configure(options), [decoder, options]);
  const isTakingScans = useEffectEvent(isActive);
  const onScanned = useEffectEvent(onScan);
  const onNotAScan = useEffectEvent(onRejectedBurst);

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
      const key = keyOf(event);
      handleStep(decoder.feed(key), key, isEditable(target) ? target : null);
    };

    /** `field`: the text field the key went to, if any. */
    const handleStep = (step: WedgeStep, event: KeyInput, field: HTMLElement | null) => {
      const inField = field !== null;
      const stop = () => {
        event.preventDefault();
        event.stopImmediatePropagation();
      };
      switch (step.type) {
        case "character":
          if (step.position === 1) snapshot = field ? snapshotField(field) : null;
          if (step.isBurst && !inField) stop();
          return;
        case "scan":
          stop();
          if (snapshot && snapshot.element === field) restoreField(snapshot);
          snapshot = null;
          if (event.type === "keydown") swallowKeyUp = event.code;
          performance.mark("scan-wedge-end");
          onScanned(step.code, step.timing);
          return;
        case "control":
          // A digit of an Alt code (Alt+0029 for GS) or Ctrl+]: no shortcut of the page.
          if (step.isBurst) stop();
          return;
        case "end-of-scan":
          // The LF of CR LF, or the Enter after a suffix that ended the scan: not the page's.
          stop();
          swallowKeyUp = event.code;
          return;
        case "not-a-scan":
          if (step.rejected) onNotAScan(step.rejected);
          return;
        case "ignored":
          return;
      }
    };

    const onKeyUp = (event: KeyboardEvent) => {
      // Releasing Alt completes an Alt code: a character, or a CR that ends a scan. Every release
      // is the decoder's: when the page took it tells a busy page's pause from the sender's.
      if (isTakingScans()) {
        const target = event.target instanceof Element ? event.target : null;
        const key = keyOf(event);
        handleStep(decoder.release(key), key, isEditable(target) ? target : null);
      }
      if (swallowKeyUp === null || event.code !== swallowKeyUp) return;
      swallowKeyUp = null;
      event.preventDefault();
      event.stopImmediatePropagation();
    };

    // Keys sent while the page loaded, read in order as if this listener had heard them (a scan
    // during the load is taken now); their default actions are past, so nothing is stopped. While
    // the page is parsed their time stamps say when the parser let them through, not when they
    // were sent (e2e/wedge-burst.spec.ts lost a burst's first keys so), so they are read 1 ms
    // apart, ending now: what came during the load is one burst up to each Enter.
    const early = window.__takeEarlyScanKeys?.() ?? [];
    const readFrom = performance.now() - early.length;
    for (const [index, kept] of early.entries()) {
      if (!isTakingScans()) break;
      const at = readFrom + index;
      const key = {
        ...kept,
        timeStamp: at,
        seenAt: at,
        preventDefault: () => {},
        stopImmediatePropagation: () => {},
      };
      if (kept.type === "keydown") handleStep(decoder.feed(key), key, null);
      else handleStep(decoder.release(key), key, null);
    }
    swallowKeyUp = null; // the kept keys' key-ups are past too
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
