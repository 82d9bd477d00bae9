// A department's dates in one line, each named for what it is ("Sewing:
// started 29 Nov 00:03 · planned finish 25 Nov"): the station's drawer and the
// project page say it the same way (lib/base/line-dates.ts, the messages'
// `lineDates` words).
import type { DepartmentDates } from "@/lib/base/line-dates";

type Key =
  "startedAt" | "plannedStartAt" | "finishedAt" | "departmentPlannedFinishAt" | "department" | "noDates";
/** The `lineDates` messages: `(key, values) => t(key, values)` of useTranslations("lineDates"), or `lineDates.${key}` of getTranslator. */
export type LineDatesTranslate = (key: Key, values?: Record<string, string>) => string;

export function departmentDatesText(
  name: string,
  dates: DepartmentDates,
  when: (iso: string) => string,
  t: LineDatesTranslate,
): string {
  const parts: string[] = [];
  if (dates.startedAt) parts.push(t("startedAt", { at: when(dates.startedAt) }));
  else if (dates.plannedStart) parts.push(t("plannedStartAt", { at: when(dates.plannedStart) }));
  if (dates.finishedAt) parts.push(t("finishedAt", { at: when(dates.finishedAt) }));
  else if (dates.plannedFinish) parts.push(t("departmentPlannedFinishAt", { at: when(dates.plannedFinish) }));
  return t("department", { name, dates: parts.length > 0 ? parts.join(" · ") : t("noDates") });
}
