"use client";
// An unmatched entry's last unmatch reason where the entry is shown at
// /matching: the reason in the employee's language, the remark, who and when.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { UnmatchNote as Note } from "@/lib/reasons/events";
import { reasonLabel } from "./reason-picker";

export type UnmatchNoteData = Note;

export function UnmatchNote({ polygonId, note }: { polygonId: number; note: Note }) {
  const t = useTranslations("reasons.unmatchNote");
  const locale = useLocale();
  const format = useFormatter();
  return (
    <p className="rounded-lg border-l-8 border-amber-700 bg-amber-50 p-3 text-lg">
      <span className="font-bold">{t("title", { polygon: polygonId })}</span> {reasonLabel(note, locale)}
      {note.remark && ` – “${note.remark}”`} ·{" "}
      {t("by", { name: note.employeeName, at: format.dateTime(new Date(note.at), "shortMoment") })}
    </p>
  );
}
