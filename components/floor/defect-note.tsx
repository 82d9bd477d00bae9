"use client";
// A reported defect where an entry is shown: red, with the remark, who and
// when, the lot of the roll (a supplier claim needs it), and the photo (opened
// full size in a new tab).
import { useFormatter, useTranslations } from "next-intl";
import type { DefectReport } from "@/lib/polygons/material-defects";

/** `name`: the entry's line as every screen names it ("line 5 · P0134"). */
export function DefectNote({ name, report }: { name: string; report: DefectReport }) {
  const t = useTranslations("matching.defectNote");
  const tLot = useTranslations("matching.lot");
  const format = useFormatter();
  return (
    <div className="border-bad flex flex-wrap items-center gap-4 rounded-lg border-l-8 bg-red-50 p-3 text-lg">
      <p className="flex-1">
        <span className="text-bad font-bold">{t("title", { polygon: name })}</span> “{report.remark}” ·{" "}
        {report.lot && <span className="font-mono">{tLot("label", { lot: report.lot })} · </span>}
        {t("by", {
          name: report.reportedByName,
          at: format.dateTime(new Date(report.reportedAt), "shortMoment"),
        })}
      </p>
      {report.photoUrl && (
        <a href={report.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- a private photo behind the session, not an asset */}
          <img
            src={report.photoUrl}
            alt={t("photo", { polygon: name })}
            className="h-20 w-28 rounded border-2 border-gray-400 object-cover"
          />
        </a>
      )}
    </div>
  );
}
