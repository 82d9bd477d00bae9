// The plan's projected finish on the project page (docs/planning.md, "What
// people see"): per open line, and for the project; a line projected late in
// red, with by how many working days it misses its promise. Dates on the
// workshop's clock, as every date of the app.
import { formatWhen } from "@/components/ui/format";
import type { Locale } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";
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

/** The project's projected finish (its last open line's) and how many lines are projected late. */
export function ProjectProjectedFinish({ projection, locale }: { projection: Projection; locale: Locale }) {
  const t = getTranslator(locale);
  if (projection.lines.length === 0) return null;
  const late = projection.lines.filter(isLate).length;
  return (
    <p className="mt-3 text-xl">
      <span className="font-semibold">{t("planning.projectFinishLabel")}</span>{" "}
      {projection.projectedFinish ? (
        <When iso={projection.projectedFinish} locale={locale} />
      ) : (
        t("planning.projectNotPlanned")
      )}
      {late > 0 && <span className="text-bad font-bold"> · {t("planning.linesLate", { count: late })}</span>}
    </p>
  );
}
