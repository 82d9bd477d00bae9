"use client";
// A kept write the server refused while this page was open is announced like a
// failed scan: the red band with its reason and the error sound, once per write.
// Older conflicts (from before this page) stay listed in the outbox panel only.
// A part of its own (ConflictAlarm), loaded after the first paint by outbox-status.tsx.
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import type { OutboxEntry } from "@/lib/outbox/queue";
import { conflictReasonOf } from "./conflict-reason";

type ConflictAlarmProps = {
  entries: readonly OutboxEntry[];
  employeeId: number;
  /** When the outbox line first showed (Date.now()): conflicts since then are announced. */
  openedAt: number;
};

export function ConflictAlarm({ entries, employeeId, openedAt }: ConflictAlarmProps): null {
  useConflictAlarm(entries, employeeId, openedAt);
  return null;
}

function useConflictAlarm(entries: readonly OutboxEntry[], employeeId: number, openedAt: number): void {
  const t = useTranslations("outbox");
  const feedback = useScanFeedback();
  const announced = useRef(new Set<string>());
  useEffect(() => {
    const fresh = entries.filter(
      (e) =>
        e.state === "conflict" &&
        e.employeeId === employeeId &&
        !announced.current.has(e.key) &&
        e.lastAttemptAt !== null &&
        Date.parse(e.lastAttemptAt) >= openedAt,
    );
    const last = fresh[fresh.length - 1];
    if (!last) return;
    for (const entry of fresh) announced.current.add(entry.key);
    const reason = conflictReasonOf(last, t);
    feedback.show({
      tone: "error",
      title: t("conflictTitle", { what: t(`kinds.${last.kind}`), subject: last.subject }),
      detail: [
        fresh.length > 1 ? t("alsoRefused", { count: fresh.length - 1 }) : null,
        reason,
        t("nothingChanged"),
      ]
        .filter(Boolean)
        .join(" · "),
      durationMs: 15_000,
    });
  }, [entries, employeeId, openedAt, feedback, t]);
}
