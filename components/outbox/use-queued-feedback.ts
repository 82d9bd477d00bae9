"use client";
// The fourth feedback: a write kept on the tablet ("saved, will send"), blue
// with its own sound. Kept means not checked: the band says so plainly, with
// what the server may still refuse (docs/outbox.md, "What the tablet cannot know").
import { useTranslations } from "next-intl";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { QueuedWriteError } from "@/lib/outbox/queued-write-error";
import type { OutboxKind } from "@/lib/outbox/kinds";

/** What a kept write of each kind leaves unchecked, by message key. */
export function uncheckedKeyOf(kind: OutboxKind): "pack" | "pallet" | "station" | "other" {
  if (kind === "pack" || kind === "pallet") return kind;
  if (kind === "advance" || kind === "start" || kind === "finish") return "station";
  return "other";
}

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
      detail: `${t("queuedDetail", { what: t(`kinds.${kind}`), subject })} ${t(`unchecked.${uncheckedKeyOf(kind)}`)}`,
      // Long enough to read the second sentence.
      durationMs: 7000,
    });
    return true;
  };
}
