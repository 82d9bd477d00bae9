"use client";
// The supervisor's fabric figures: the last 7 workshop days and 4 weeks, in
// metres: fabric cut, what the plan gave those cuts and its lower bound (and
// how far above each the cutting went), the waste % of roll ends, and the
// offcuts used again. A table, so a screen reader reads it by row and column.
// Below it, the rolls a cutter set aside (missing or damaged) with the reason.
import { useFormatter, useTranslations } from "next-intl";
import type { FabricPeriod } from "@/lib/cutting/figures/schemas";
import { useFabricFigures } from "./api/get-fabric-figures";

const cell = "px-3 py-2 text-right tabular-nums";

export function FabricFiguresCard() {
  const t = useTranslations("fabricFigures");
  const format = useFormatter();
  const figures = useFabricFigures();
  const metres = (mm: number) =>
    t("metres", { value: format.number(mm / 1000, { maximumFractionDigits: 1 }) });
  const percent = (value: number | null) =>
    value === null ? "–" : t("percent", { value: format.number(value, { maximumFractionDigits: 1 }) });
  // A workshop day (YYYY-MM-DD) at noon UTC: the same calendar day in any zone the page renders in.
  const dayOf = (start: string) =>
    format.dateTime(new Date(`${start}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short" });

  const table = (caption: string, periods: FabricPeriod[], label: (start: string) => string) => (
    <table className="w-full border-collapse text-lg">
      <caption className="py-2 text-left text-xl font-semibold">{caption}</caption>
      <thead>
        <tr className="border-ink border-b-2">
          <th scope="col" className="px-3 py-2 text-left">
            {t("period")}
          </th>
          <th scope="col" className={cell}>
            {t("used")}
          </th>
          <th scope="col" className={cell}>
            {t("planned")}
          </th>
          <th scope="col" className={cell}>
            {t("overPlan")}
          </th>
          <th scope="col" className={cell}>
            {t("bound")}
          </th>
          <th scope="col" className={cell}>
            {t("overBound")}
          </th>
          <th scope="col" className={cell}>
            {t("waste")}
          </th>
          <th scope="col" className={cell}>
            {t("offcuts")}
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => (
          <tr key={period.start} className="border-b border-gray-300">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {label(period.start)}
            </th>
            <td className={cell}>{metres(period.usedMm)}</td>
            <td className={cell}>{metres(period.plannedMm)}</td>
            <td className={cell}>{percent(period.overPlanPercent)}</td>
            <td className={cell}>{metres(period.boundMm)}</td>
            <td className={cell}>{percent(period.overBoundPercent)}</td>
            <td className={cell}>{percent(period.wastePercent)}</td>
            <td className={cell}>
              {t("offcutUse", { count: period.offcutCuts, metres: metres(period.offcutMm) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <section aria-labelledby="fabric-figures-heading" className="flex flex-col gap-3">
      <h2 id="fabric-figures-heading" className="text-2xl font-bold">
        {t("title")}
      </h2>
      <p className="text-lg text-gray-800">{t("description")}</p>
      {figures.isError && <p role="alert">{t("loadFailed")}</p>}
      {figures.data && (
        <div className="overflow-x-auto">
          {table(t("perDay"), figures.data.days, dayOf)}
          {table(t("perWeek"), figures.data.weeks, (start) => t("weekOf", { day: dayOf(start) }))}
        </div>
      )}
      {figures.data && (
        <section aria-labelledby="set-aside-heading" className="flex flex-col gap-2">
          <h3 id="set-aside-heading" className="text-xl font-semibold">
            {t("setAsideTitle")}
          </h3>
          {figures.data.setAside.length === 0 ? (
            <p className="text-lg">{t("setAsideNone")}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-lg">
              {figures.data.setAside.map((roll) => (
                <li key={roll.rollId} className="rounded-lg border-2 border-gray-300 p-3">
                  <span className="font-semibold">{t("setAsideReason", { reason: roll.reason })}</span>
                  {" · "}
                  {t("setAsideRow", {
                    code: roll.code,
                    fabric: roll.materialName ?? roll.materialCode,
                    lot: roll.lot ?? "–",
                    length: format.number(roll.lengthLeftMm),
                  })}
                  {roll.goodLengthMm !== null &&
                    ` · ${t("setAsideGood", { length: format.number(roll.goodLengthMm) })}`}
                  <span className="block">{roll.note}</span>
                  <span className="block text-base text-gray-700">
                    {t("setAsideBy", {
                      who: roll.by,
                      when: format.dateTime(new Date(roll.at), { dateStyle: "medium", timeStyle: "short" }),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
