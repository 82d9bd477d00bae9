// The plan's projected finish on the project page (docs/planning.md, "What
// people see"): per open line, and for the project; a line projected late in
// red, with by how many working days it misses its promise. Dates on the
// workshop's clock, as every date of the app.
import { formatWhen } from "@/components/ui/format";
import type { Locale } from "@/lib/base/roles";
import { daysLate, latestOf } from "@/lib/base/line-dates";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { Projection } from "@/lib/planning/answers";

type Line = Projection["lines"][number];

const isLate = (line: Line) => line.projectedFinish !== null && line.lateByDays > 0;

function When({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{formatWhen(locale, iso)}</time>;
}

/** One line's projected finish: on time, late by how much, or why it is not planned. */
export function LineProjectedFinish({ line, locale }: { line: Line; locale: Locale }) {
  const t = getTranslator(locale);
  if (line.projectedFinish === null)
    return (
      <p className="text-lg font-semibold">
        {t(line.unplannedReason === "held" ? "planning.notPlannedHeld" : "planning.notPlannedNoCapacity")}
      </p>
    );
  const verdict = isLate(line)
    ? t("planning.lateAgainstPromise", {
        // To a tenth of a day; a line a few minutes late still reads as late.
        days: Math.max(0.1, Math.round(line.lateByDays * 10) / 10),
        promised: formatWhen(locale, line.promisedDeliverAt),
      })
    : line.promisedDeliverAt
      ? t("planning.onTime")
      : t("planning.noPromise");
  return (
    <p className="text-lg">
      <span className="font-semibold">{t("planning.projectedFinishLabel")}</span>{" "}
      <When iso={line.projectedFinish} locale={locale} /> ·{" "}
      <span className={isLate(line) ? "text-bad font-bold" : "font-semibold"}>{verdict}</span>
    </p>
  );
}

/**
 * The date a customer hears, first on the project page: "Ready on Dec 14 (planned
 * Dec 4: 10 days late)": the projected finish of the project's last open line
 * against the planned delivery (the latest of its lines', or the open lines'
 * promise when the page gives none), then how many lines are projected late.
 */
export function ProjectProjectedFinish({
  projection,
  plannedDelivery,
  locale,
}: {
  projection: Projection;
  plannedDelivery?: string | null;
  locale: Locale;
}) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  if (projection.lines.length === 0) return null;
  const late = projection.lines.filter(isLate).length;
  const planned = plannedDelivery ?? latestOf(projection.lines.map((l) => l.promisedDeliverAt));
  const day = (iso: string) => format.dateTime(new Date(iso), "day");
  const projected = projection.projectedFinish;
  const days = daysLate(planned, projected);
  const ready =
    projected === null
      ? t("lineDates.readyUnknown", { planned: planned ? day(planned) : "–" })
      : planned === null
        ? t("lineDates.readyOn", { projected: day(projected) })
        : t(days > 0 ? "lineDates.readyOnLate" : "lineDates.readyOnTime", {
            projected: day(projected),
            planned: day(planned),
            days,
          });
  return (
    <>
      <p className={`mt-3 text-2xl font-bold ${days > 0 ? "text-bad" : ""}`}>{ready}</p>
      <p className="mt-1 text-xl">
        <span className="font-semibold">{t("planning.projectFinishLabel")}</span>{" "}
        {projected ? <When iso={projected} locale={locale} /> : t("planning.projectNotPlanned")}
        {late > 0 && (
          <span className="text-bad font-bold"> · {t("planning.linesLate", { count: late })}</span>
        )}
      </p>
    </>
  );
}
