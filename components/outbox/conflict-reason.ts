// Why the server refused a kept write, in the employee's words where the app knows the reason.
import type { useTranslations } from "next-intl";
import type { OutboxEntry } from "@/lib/outbox/queue";

const knownReasons = ["already-packed", "unknown", "choose"] as const;
const isKnownReason = (reason: string): reason is (typeof knownReasons)[number] =>
  (knownReasons as readonly string[]).includes(reason);

export function conflictReasonOf(
  entry: OutboxEntry,
  t: ReturnType<typeof useTranslations<"outbox">>,
): string {
  if (!entry.conflict) return "";
  const reason = isKnownReason(entry.conflict.reason)
    ? t(`reasons.${entry.conflict.reason}`)
    : entry.conflict.reason;
  return entry.conflict.detail ? `${reason}: ${entry.conflict.detail}` : reason;
}
