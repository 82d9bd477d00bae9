// The what-if's answer, first and compact (docs/planning.md, "The what-if"):
// what the change is, whether the day is one the workshop works, the lines late
// and the days late in total before → after, the lines back on time, and the
// lines whose days late change, each before → after. A change that moves no
// line says so and offers nothing to save.
import Link from "next/link";
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { WhatIfAnswer } from "@/lib/planning/what-if";
import { SaveCapacityButton } from "./save-capacity-button";
import { changeText, dayText } from "./what-if-words";

type Props = {
  answer: WhatIfAnswer;
  departmentName: (id: number | null) => string;
  locale: Locale;
};

export function WhatIfSummary({ answer, departmentName, locale }: Props) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  const { change, day, late } = answer;
  const named = {
    change: changeText(locale, change.minutes),
    department: departmentName(change.departmentId),
    day: dayText(locale, change.day),
  };
  const hours = (minutes: number) => format.number(minutes / 60, { maximumFractionDigits: 1 });
  const days = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), "shortMoment") : "–");
  return (
    <section aria-labelledby="what-if-title" className="border-ink mt-4 rounded-lg border-2 p-4">
      <h2 id="what-if-title" className="text-xl font-bold">
        {t("whatIf.title", named)}
      </h2>
      <p className="mt-1">
        {t("whatIf.hours", {
          department: named.department,
          before: hours(day.capacityMinutes),
          after: hours(day.capacityMinutesWithChange),
        })}
      </p>
      {day.isOver && <p className="text-bad mt-1 font-semibold">{t("whatIf.shiftOver")}</p>}
      {day.isClosed && (
        <p className="text-bad mt-1 font-semibold">{t("whatIf.closedDay", { day: named.day })}</p>
      )}
      {!answer.hasEffect ? (
        <p className="mt-2 text-lg font-semibold">{t("whatIf.noEffect")}</p>
      ) : (
        <>
          <p className="mt-2 text-lg font-semibold tabular-nums">
            {t("whatIf.totals", {
              linesBefore: late.before.lines,
              linesAfter: late.after.lines,
              daysBefore: days(late.before.days),
              daysAfter: days(late.after.days),
            })}
          </p>
          <p className="text-lg">
            {t("whatIf.backOnTime", { count: answer.backOnTime })}
            {answer.newlyLate > 0 && ` · ${t("whatIf.newlyLate", { count: answer.newlyLate })}`}
          </p>
          {answer.changed.total === 0 ? (
            <p className="mt-2">{t("whatIf.noLateChange", { count: answer.movedLines })}</p>
          ) : (
            <section aria-label={t("whatIf.changedTitle")} className="mt-2">
              <h3 className="font-bold">
                {answer.changed.lines.length < answer.changed.total
                  ? t("whatIf.changedSome", {
                      shown: answer.changed.lines.length,
                      total: answer.changed.total,
                    })
                  : t("whatIf.changedAll", { count: answer.changed.total })}
              </h3>
              <table className="mt-1 w-full text-left tabular-nums">
                <thead>
                  <tr>
                    <th scope="col">{t("planning.line")}</th>
                    <th scope="col">{t("whatIf.lateBeforeAfter")}</th>
                    <th scope="col">{t("whatIf.finishBeforeAfter")}</th>
                    <th scope="col">{t("planning.promised")}</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.changed.lines.map((line) => (
                    <tr key={line.productionPolygonId}>
                      <td>
                        <Link className="underline" href={`/projects/${line.productionProjectId}`}>
                          {line.productionPolygonId}
                        </Link>
                      </td>
                      <td>
                        {t("whatIf.daysBeforeAfter", {
                          before: days(line.lateByDaysBefore),
                          after: days(line.lateByDaysAfter),
                        })}
                        {line.isBackOnTime && <strong className="ml-2">{t("whatIf.backOnTimeMark")}</strong>}
                        {line.isNewlyLate && (
                          <strong className="text-bad ml-2">{t("whatIf.newlyLateMark")}</strong>
                        )}
                      </td>
                      <td>
                        {when(line.projectedFinishBefore)} → {when(line.projectedFinishAfter)}
                      </td>
                      <td>{when(line.promisedDeliverAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <div className="mt-3">
            <SaveCapacityButton change={change} question={t("whatIf.saveQuestion", named)} />
          </div>
        </>
      )}
    </section>
  );
}
