"use client";
// The fourth feedback: a write kept on the tablet ("saved, will send"), blue with its own sound.
import { useTranslations } from "next-intl";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { QueuedWriteError } from "@/lib/outbox/outbox";

/** Shows the blue band and answers true when the error is a kept write; false for a real failure. */
export function useQueuedFeedback(): (error: unknown) => boolean {
  const t = useTranslations("outbox");
  const feedback = useScanFeedback();
  return (error) => {
    if (!(error instanceof QueuedWriteError)) return false;
    const { kind, subject } = error.entry;
    feedback.show({
      tone: "queued",
      title: t("queuedTitle"),
      detail: t("queuedDetail", { what: t(`kinds.${kind}`), subject }),
    });
    return true;
  };
}
