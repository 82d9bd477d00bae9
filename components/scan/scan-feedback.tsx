"use client";
// Feedback on a scan that is seen from two metres: a full-width colour band
// with the reason in large words, a sound and a vibration per tone, and the
// same words for screen readers. `data-scan-feedback` and the performance
// mark "scan-feedback-painted" let tests and the benchmark see it painted.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { useTranslations } from "next-intl";
import type { FeedbackTone } from "./feedback-sound";
import { useScannerSettings } from "./scanner-settings-store";

export type { FeedbackTone } from "./feedback-sound";

export type ScanFeedbackInput = {
  tone: FeedbackTone;
  title: string;
  detail?: string;
  /** How long the band stays; default 2.5 s for success and info, 8 s otherwise, pending until replaced. */
  durationMs?: number;
};

type ShownFeedback = ScanFeedbackInput & { id: number };

export type ScanFeedbackApi = {
  show: (feedback: ScanFeedbackInput) => void;
  dismiss: () => void;
};

const ScanFeedbackContext = createContext<ScanFeedbackApi | null>(null);

const defaultDurationMs: Record<FeedbackTone, number | null> = {
  success: 2500,
  warning: 8000,
  error: 8000,
  pending: null,
  queued: 4000,
  undone: 4000,
  info: 2500,
};

const toneClasses: Record<FeedbackTone, string> = {
  success: "bg-ok text-ok-fg",
  warning: "bg-warn text-warn-fg",
  error: "bg-bad text-bad-fg",
  pending: "bg-slate-600 text-white",
  queued: "bg-blue-800 text-white",
  // Violet: not the green of a pack, so an undo is never read as one.
  undone: "bg-violet-800 text-white",
  // Dark and plain: a code read and shown, nothing written (a ticket at /pack).
  info: "bg-ink text-white",
};

// The sounds and vibrations load once the page is shown (not part of its first load); the first
// feedback waits for them only when it comes before they are in.
const loadFeedbackSound = () => import("./feedback-sound");

export function ScanFeedbackProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("scan.feedback");
  const { soundOn, vibrateOn } = useScannerSettings();
  const [shown, setShown] = useState<ShownFeedback | null>(null);
  const nextId = useRef(1);
  const band = useRef<HTMLDivElement>(null);

  const show = useCallback(
    (feedback: ScanFeedbackInput) => {
      // Committed at once, ahead of whatever else the answer sets off.
      flushSync(() => setShown({ ...feedback, id: nextId.current++ }));
      if (!soundOn && !vibrateOn) return;
      void loadFeedbackSound().then((sound) => {
        if (soundOn) sound.playFeedbackSound(feedback.tone);
        if (vibrateOn) sound.vibrateFor(feedback.tone);
      });
    },
    [soundOn, vibrateOn],
  );
  const dismiss = useCallback(() => setShown(null), []);
  useEffect(() => {
    void loadFeedbackSound();
  }, []);

  // Painted: the frame after the band was committed. Marked for the benchmark.
  // A layout effect asks for that frame as the band is committed; a passive
  // effect may run only after the browser has painted it, and then waits for
  // (and reports) the frame after.
  useLayoutEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const paintedAt = performance.now();
        band.current?.setAttribute("data-painted-at", String(paintedAt));
        performance.mark("scan-feedback-painted", { detail: { id: shown.id, tone: shown.tone } });
      }, 0);
    });
    const durationMs = shown.durationMs ?? defaultDurationMs[shown.tone];
    const hide = durationMs === null ? undefined : setTimeout(() => setShown(null), durationMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(hide);
    };
  }, [shown]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ScanFeedbackContext.Provider value={api}>
      {children}
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {shown ? `${t(`tone.${shown.tone}`)}: ${shown.title}${shown.detail ? `. ${shown.detail}` : ""}` : ""}
      </div>
      {shown && (
        <div
          ref={band}
          key={shown.id}
          data-scan-feedback={shown.tone}
          data-feedback-id={shown.id}
          className={`fixed inset-x-0 top-0 z-50 flex min-h-[30vh] flex-col items-center justify-center gap-3 px-6 py-8 text-center shadow-2xl ${toneClasses[shown.tone]}`}
        >
          <p className="text-5xl leading-tight font-black break-words md:text-7xl">{shown.title}</p>
          {shown.detail && <p className="text-2xl font-semibold break-words md:text-4xl">{shown.detail}</p>}
          <button
            type="button"
            onClick={dismiss}
            className="mt-2 inline-flex min-h-12 min-w-12 items-center rounded-lg border-2 border-current px-5 text-xl font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2"
          >
            {t("dismiss")}
          </button>
        </div>
      )}
    </ScanFeedbackContext.Provider>
  );
}

export function useScanFeedback(): ScanFeedbackApi {
  const api = useContext(ScanFeedbackContext);
  if (!api) throw new Error("useScanFeedback needs a ScanFeedbackProvider (or ScanProvider) above it");
  return api;
}
