// The blue band's words for a write kept on the tablet, in the employee's
// language: loaded once the page is shown (use-queued-feedback.ts), so not part
// of a floor page's first load. Kept means not checked: the band says so
// plainly, with what the server may still refuse (docs/idempotency-and-outbox.md).
import type { useTranslations } from "next-intl";
import type { ScanFeedbackInput } from "@/components/scan/scan-feedback";
import type { OutboxKind } from "@/lib/outbox/kinds";
import type { OutboxEntry } from "@/lib/outbox/queue";

/** What a kept write of each kind leaves unchecked, by message key. */
export function uncheckedKeyOf(kind: OutboxKind): "pack" | "pallet" | "station" | "other" {
  if (kind === "pack" || kind === "pallet") return kind;
  if (kind === "advance" || kind === "start" || kind === "finish") return "station";
  return "other";
}

export function queuedBandOf(
  { kind, subject }: Pick<OutboxEntry, "kind" | "subject">,
  t: ReturnType<typeof useTranslations<"outbox">>,
): ScanFeedbackInput {
  return {
    tone: "queued",
    title: t("queuedTitle"),
    detail: `${t("queuedDetail", { what: t(`kinds.${kind}`), subject })} ${t(`unchecked.${uncheckedKeyOf(kind)}`)}`,
    // Long enough to read the second sentence.
    durationMs: 7000,
  };
}
