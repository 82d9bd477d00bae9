"use client";
// The fourth feedback: a write kept on the tablet ("saved, will send"), blue
// with its own sound. Its words (queued-band.ts) load once the page is shown;
// only a write kept before that waits for them.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { QueuedWriteError } from "@/lib/outbox/queued-write-error";

const loadQueuedBand = () => import("./queued-band");

/** Shows the blue band and answers true when the error is a kept write; false for a real failure. */
export function useQueuedFeedback(): (error: unknown) => boolean {
  const t = useTranslations("outbox");
  const feedback = useScanFeedback();
  useEffect(() => {
    void loadQueuedBand();
  }, []);
  return (error) => {
    if (!(error instanceof QueuedWriteError)) return false;
    const { entry } = error;
    void loadQueuedBand().then((band) => feedback.show(band.queuedBandOf(entry, t)));
    return true;
  };
}
