"use client";
// One place where scans arrive, from the hand scanner (keyboard wedge) or the
// camera, get read by the barcode grammar and go to the screen that takes
// them. The screen says which kinds it accepts; other kinds get a red flash
// with the reason, unless the screen handles them itself (onRejected).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from "react";
import { useLocale, useTranslations } from "next-intl";
import type { BarcodeGrammar, BarcodeKind, ParsedScan, ScanTranslate } from "@/lib/scan/grammar";
import type * as Reader from "@/lib/scan/reader";
import type { RejectedBurst, ScanTiming } from "@/lib/scan/keyboard-wedge";
import { ScanFeedbackProvider, useScanFeedback } from "./scan-feedback";
import { useScannerSettings } from "./scanner-settings-store";
import { useWedgeScanner } from "./use-wedge-scanner";

export type ScanSource = "keyboard" | "camera";

/** A decoded scan as a screen receives it. */
export type ScanEvent = ParsedScan & { source: ScanSource; timing?: ScanTiming };

export type UseScannerOptions = {
  /** The kinds this screen takes. */
  accepts: readonly BarcodeKind[];
  onScan: (scan: ScanEvent) => void;
  /** A kind the screen does not take; by default a red flash says why. */
  onRejected?: (scan: ScanEvent, message: { title: string; detail: string }) => void;
  /** Enter/Tab after keys that were not a scan (typing, or a scanner slower than the setting). */
  onNotAScan?: (burst: RejectedBurst) => void;
  /** false: this screen takes no scans for now (default true). */
  enabled?: boolean;
};

type ScanContextValue = {
  register: (subscriber: { current: UseScannerOptions }) => () => void;
  /** Feeds a code read elsewhere (the camera) into the same path as the hand scanner's. */
  submitCode: (code: string, source: ScanSource, timing?: ScanTiming) => void;
  /** The codes of one camera frame: the screen gets the one it wants (lib/scan/pick-scan.ts), returned. */
  submitCodes: (codes: readonly string[], source: ScanSource) => ParsedScan | null;
};

const ScanContext = createContext<ScanContextValue | null>(null);

/** The grammar and the pick (lib/scan/reader.ts), loaded once the page is shown. */
const loadReader = () => import("@/lib/scan/reader");

type HeldScan = { codes: readonly string[]; source: ScanSource; timing?: ScanTiming };

/** `grammar`: the barcode grammar's settings; the default grammar when left out. */
export function ScanProvider({ children, grammar }: { children: ReactNode; grammar?: BarcodeGrammar }) {
  return (
    <ScanFeedbackProvider>
      <ScanRouter grammar={grammar}>{children}</ScanRouter>
    </ScanFeedbackProvider>
  );
}

function ScanRouter({ children, grammar }: { children: ReactNode; grammar?: BarcodeGrammar }) {
  const settings = useScannerSettings();
  const feedback = useScanFeedback();
  const t = useTranslations();
  const locale = useLocale();
  // The latest registered enabled screen part takes the scan (a dialog over a page).
  const subscribers = useRef<{ current: UseScannerOptions }[]>([]);

  const topSubscriber = () => subscribers.current.findLast((s) => s.current.enabled !== false)?.current;

  // Scans finished before the reader is in wait for it, in the order made.
  const reader = useRef<typeof Reader | null>(null);
  const held = useRef<HeldScan[]>([]);

  const submitCodes = useCallback(
    (codes: readonly string[], source: ScanSource, timing?: ScanTiming) => {
      const read = reader.current;
      if (!read) {
        held.current.push({ codes, source, ...(timing ? { timing } : {}) });
        return null;
      }
      const subscriber = subscribers.current.findLast((s) => s.current.enabled !== false)?.current;
      const picked = subscriber
        ? read.pickScan(codes, subscriber.accepts, grammar ?? read.defaultBarcodeGrammar)
        : null;
      if (!subscriber || !picked) return null;
      performance.mark("scan-received", { detail: { source } });
      const scan: ScanEvent = { ...picked, source, ...(timing ? { timing } : {}) };
      if (subscriber.accepts.includes(scan.kind)) {
        subscriber.onScan(scan);
        return picked;
      }
      const translate: ScanTranslate = (key, values) => t(key, values);
      const message = read.describeRejection(scan, subscriber.accepts, translate, locale);
      if (subscriber.onRejected) subscriber.onRejected(scan, message);
      else feedback.show({ tone: "error", ...message });
      return picked;
    },
    [grammar, feedback, locale, t],
  );
  const latestSubmit = useRef(submitCodes);
  useLayoutEffect(() => {
    latestSubmit.current = submitCodes;
  });
  useEffect(() => {
    let isCurrent = true;
    void loadReader().then((loaded) => {
      if (!isCurrent) return;
      reader.current = loaded;
      const waiting = held.current;
      held.current = [];
      for (const scan of waiting) latestSubmit.current(scan.codes, scan.source, scan.timing);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const submitCode = useCallback(
    (code: string, source: ScanSource, timing?: ScanTiming) => void submitCodes([code], source, timing),
    [submitCodes],
  );

  useWedgeScanner({
    settings,
    isActive: () => topSubscriber() !== undefined,
    onScan: (code, timing) => submitCode(code, "keyboard", timing),
    onRejectedBurst: (burst) => topSubscriber()?.onNotAScan?.(burst),
  });

  const register = useCallback((subscriber: { current: UseScannerOptions }) => {
    subscribers.current = [...subscribers.current, subscriber];
    return () => {
      subscribers.current = subscribers.current.filter((s) => s !== subscriber);
    };
  }, []);

  const value = useMemo(() => ({ register, submitCode, submitCodes }), [register, submitCode, submitCodes]);
  return <ScanContext.Provider value={value}>{children}</ScanContext.Provider>;
}

function useScanContext(): ScanContextValue {
  const context = useContext(ScanContext);
  if (!context) throw new Error("scanning needs a ScanProvider above it");
  return context;
}

/** Takes scans while mounted (and enabled): from the hand scanner without a focused field, and from the camera. */
export function useScanner(options: UseScannerOptions): void {
  const { register } = useScanContext();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Before paint: a screen that shows (its data may come with the page) already hears a scan.
  useLayoutEffect(() => register(latest), [register]);
}

/** For code read by other means: goes the same way as a hand scan. */
export function useSubmitScan(): ScanContextValue["submitCode"] {
  return useScanContext().submitCode;
}

/** For the codes of one camera frame: the screen gets the one it takes. */
export function useSubmitScans(): ScanContextValue["submitCodes"] {
  return useScanContext().submitCodes;
}
